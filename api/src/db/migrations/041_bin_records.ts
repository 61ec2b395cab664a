import type { Kysely } from 'kysely';

/**
 * bin_entries.record: the deleted record as the back office read it (JSON), for the per-record
 * rules of its kind (a club manager sees and restores her club's entry, not another's). Null for
 * the kinds without such rules and for what was deleted before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bin_entries').addColumn('record', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bin_entries').dropColumn('record').execute();
}
