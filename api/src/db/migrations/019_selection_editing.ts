import { sql, type Kysely } from 'kysely';

/**
 * The national team is edited in the back office:
 * - a coach's and a competitor's portrait may be an uploaded image (`portrait_upload_id`, no
 *   foreign key, as the media section's images); the delivered portrait (`portrait`) stays the
 *   fallback;
 * - a podium place of one of our competitors refers to them (`competitor_id`): the athlete's name,
 *   club and country follow the competitor, and only such places count in the medal count
 *   (`team_member`). Places that exist are linked to the competitor of the same name, when one
 *   competitor has it; foreign athletes and other French athletes stay names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['coaches', 'competitors']) {
    await db.schema.alterTable(table).addColumn('portrait_upload_id', 'integer').execute();
  }
  await db.schema
    .alterTable('podium_places')
    .addColumn('competitor_id', 'integer', (col) => col.references('competitors.id'))
    .execute();
  await sql`UPDATE podium_places SET competitor_id = (
      SELECT MIN(competitors.id) FROM competitors WHERE competitors.name = podium_places.athlete)
    WHERE team_member = 1
      AND (SELECT COUNT(*) FROM competitors WHERE competitors.name = podium_places.athlete) = 1`.execute(db);
  await db.schema.createIndex('podium_places_by_competitor').on('podium_places').column('competitor_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('podium_places_by_competitor').execute();
  await db.schema.alterTable('podium_places').dropColumn('competitor_id').execute();
  for (const table of ['coaches', 'competitors']) {
    await db.schema.alterTable(table).dropColumn('portrait_upload_id').execute();
  }
}
