import { sql, type Kysely } from 'kysely';
import { locateTown } from '../../features/clubs/places';

/**
 * The clubs of Paris, Lyon and Marseille were all placed at their city's centre: a search for
 * « 75011 » found every Paris club « at less than a kilometre ». Each is now placed at the centre
 * of its arrondissement, read from its postal code (`api/data/communes.json.gz`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; postal_code: string; city: string }>`
    SELECT id, postal_code, city FROM clubs
    WHERE substr(postal_code, 1, 2) IN ('75', '69', '13')`.execute(db);
  for (const club of rows) {
    const coordinates = locateTown(club.postal_code, club.city);
    if (!coordinates) continue;
    await sql`UPDATE clubs SET latitude = ${coordinates.latitude}, longitude = ${coordinates.longitude}
      WHERE id = ${club.id}`.execute(db);
  }
}

/** The city centres are known again from the same file: nothing to keep. */
export async function down(): Promise<void> {}
