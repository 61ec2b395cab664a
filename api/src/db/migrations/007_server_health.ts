import type { Kysely } from 'kysely';

/** One row the health check writes: proof that the database still takes writes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_health')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_health').execute();
}
