import { sql, type Kysely } from 'kysely';
import { fillClubCoordinates } from '../../features/clubs/coordinates';
import type { Database } from '../schema';

/**
 * Each club gets the centre of its commune, so that the club finder can suggest the nearest clubs
 * (great-circle distances). The clubs already there are placed at once from their postal code and
 * town, with the dataset of French communes shipped in api/data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('clubs')
    .addColumn('latitude', 'double precision', (col) => col.check(sql`latitude BETWEEN -90 AND 90`))
    .execute();
  await db.schema
    .alterTable('clubs')
    .addColumn('longitude', 'double precision', (col) => col.check(sql`longitude BETWEEN -180 AND 180`))
    .execute();
  await fillClubCoordinates(db as Kysely<Database>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clubs').dropColumn('longitude').execute();
  await db.schema.alterTable('clubs').dropColumn('latitude').execute();
}
