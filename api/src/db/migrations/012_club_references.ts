import { sql, type Kysely } from 'kysely';

/** The national team's tables whose rows name a club. */
const TABLES = ['coaches', 'competitors', 'podium_places'] as const;

/**
 * A coach, a competitor and a podium place refer to a club of the directory (`club_id`) instead of
 * only naming one. The `club` text stays: the name as it was written, what is shown for a foreign
 * club (podium places abroad) or for a club the directory does not have (yet).
 *
 * Rows that exist are linked to the directory's club of the same name, ignoring case and
 * surrounding spaces: for a coach, the club of that name in the coach's town first; otherwise a
 * name only when one club of the directory has it. Podium places are linked only for athletes
 * from France. A name that matches nothing (or several towns) stays unlinked, for an editor to
 * choose (the consistency check lists them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('club_id', 'integer', (col) => col.references('clubs.id').onDelete('set null'))
      .execute();
  }
  const sameName = (table: string) => sql`lower(trim(clubs.name)) = lower(trim(${sql.ref(`${table}.club`)}))`;

  await sql`UPDATE coaches SET club_id = (
      SELECT MIN(clubs.id) FROM clubs
      WHERE ${sameName('coaches')} AND lower(trim(clubs.city)) = lower(trim(coaches.city)))`.execute(db);
  for (const table of TABLES) {
    const onlyFromFrance = table === 'podium_places' ? sql`AND country = 'France'` : sql``;
    await sql`UPDATE ${sql.table(table)} SET club_id = (SELECT MIN(clubs.id) FROM clubs WHERE ${sameName(table)})
      WHERE club_id IS NULL ${onlyFromFrance}
        AND (SELECT COUNT(*) FROM clubs WHERE ${sameName(table)}) = 1`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('club_id').execute();
  }
}
