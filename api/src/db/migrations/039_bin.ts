import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * bin_entries: what the back office deleted, kept 30 days and restorable: the row as it was, the
 * rows that went with it (an album's photos, a record's versions), and the links other records
 * had to it (an event's album), put back when it is restored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bin_entries')
    .$call(idColumn(db))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('audit_kind', 'text', (col) => col.notNull())
    .addColumn('record_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('roles', 'text', (col) => col.notNull())
    .addColumn('rows', 'text', (col) => col.notNull())
    .addColumn('links', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text', (col) => col.notNull())
    .addColumn('deleted_by', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('bin_entries_by_expiry').on('bin_entries').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bin_entries').execute();
}
