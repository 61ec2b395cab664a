import type { Kysely } from 'kysely';

/**
 * A podium place chosen from a competition's entries (`podium_places.entry_id`): the results, the
 * club's page and the entry are then one set of facts (the athlete's name and club come from it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('podium_places')
    .addColumn('entry_id', 'integer', (col) => col.references('competition_entries.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('podium_places').dropColumn('entry_id').execute();
}
