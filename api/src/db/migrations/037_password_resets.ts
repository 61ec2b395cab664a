import type { Kysely } from 'kysely';

/**
 * password_resets: the « forgotten password » links e-mailed to active people (only the SHA-256 of
 * each link's secret). A row is spent once (used_at), and deleted once expired or when its person
 * asks a new one or is disabled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('person_id', 'integer', (col) => col.notNull().references('people.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_person').on('password_resets').column('person_id').execute();
  await db.schema.createIndex('password_resets_expiry').on('password_resets').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
}
