import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { locateTown } from './places';

/**
 * Gives every club that has no coordinates the centre of its commune, found by its postal code
 * and town in the dataset of French communes (the seed and migration 013 call it). A club whose
 * commune is unknown keeps none and is left out of the nearest clubs. Returns how many were placed.
 */
export async function fillClubCoordinates(db: Kysely<Database>): Promise<number> {
  const clubs = await db
    .selectFrom('clubs')
    .select(['id', 'postal_code', 'city'])
    .where((eb) => eb.or([eb('latitude', 'is', null), eb('longitude', 'is', null)]))
    .execute();
  let placed = 0;
  for (const club of clubs) {
    const coordinates = locateTown(club.postal_code, club.city);
    if (!coordinates) continue;
    await db.updateTable('clubs').set(coordinates).where('id', '=', club.id).execute();
    placed += 1;
  }
  return placed;
}
