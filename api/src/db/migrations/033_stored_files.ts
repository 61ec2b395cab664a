import { sql, type Kysely } from 'kysely';
import { databaseKind } from '../dialect';

/**
 * stored_files: the bytes of uploaded images and documents, by the name they are served under.
 * On PostgreSQL it lets replicas share no folder at all (each keeps a local copy of what it
 * serves); on SQLite it stays empty, the files being in the one server's folder.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('bytes', databaseKind(db) === 'postgres' ? sql`bytea` : 'blob', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_files').execute();
}
