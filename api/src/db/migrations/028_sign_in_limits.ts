import { sql, type Kysely } from 'kysely';

/** How long the tokens issued before this migration stay valid from it (the default of a new one). */
export const EXISTING_TOKENS_VALIDITY_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * - trusted_devices: the browsers each account signed in from (device cookies, only their hash),
 *   whose wrong passwords are counted apart from a stranger's;
 * - api_tokens.expires_at and api_tokens.roles: a personal API token ends, and carries only some
 *   of its holder's roles. The tokens already issued keep working for 90 days from now, with the
 *   roles their holder has today.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trusted_devices')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('person_id', 'integer', (col) => col.notNull().references('people.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('trusted_devices_person').on('trusted_devices').column('person_id').execute();
  await db.schema.alterTable('api_tokens').addColumn('expires_at', 'text').execute();
  await db.schema.alterTable('api_tokens').addColumn('roles', 'text').execute();
  const expiresAt = new Date(Date.now() + EXISTING_TOKENS_VALIDITY_MS).toISOString();
  await sql`UPDATE api_tokens SET expires_at = ${expiresAt},
    roles = (SELECT people.roles FROM people WHERE people.id = api_tokens.person_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_tokens').dropColumn('roles').execute();
  await db.schema.alterTable('api_tokens').dropColumn('expires_at').execute();
  await db.schema.dropTable('trusted_devices').execute();
}
