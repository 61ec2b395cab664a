/**
 * Every club's season at a glance, for the association: affiliated or not, licences asked for,
 * issued, payments waiting and received; clubs without a manager stand out (the association acts
 * for them).
 */
import type { SeasonOverview } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';

const count = (rows: { club_id: number; count: number | string | bigint }[], clubId: number) =>
  Number(rows.find((row) => row.club_id === clubId)?.count ?? 0);

export async function seasonOverview(db: Db, seasonId: number): Promise<SeasonOverview> {
  const season = await db
    .selectFrom('membership_seasons')
    .select(['id', 'label'])
    .where('id', '=', seasonId)
    .executeTakeFirst();
  if (!season) throw new HttpError(404, 'Cette saison est introuvable : rechargez la page.');
  const clubs = await db.selectFrom('clubs').select(['id', 'name', 'city']).orderBy('name').orderBy('id').execute();
  const managers = await db
    .selectFrom('people_clubs')
    .innerJoin('people', 'people.id', 'people_clubs.person_id')
    .select(['people_clubs.club_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('people.status', '=', 'active')
    .groupBy('people_clubs.club_id')
    .execute();
  const licences = (status: string) =>
    db
      .selectFrom('licences')
      .select(['club_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('season_id', '=', seasonId)
      .where('status', '=', status)
      .groupBy('club_id')
      .execute();
  const [requested, issued] = await Promise.all([licences('requested'), licences('issued')]);
  const pending = await db
    .selectFrom('season_payments')
    .select(['club_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('season_id', '=', seasonId)
    .where('status', '=', 'pending')
    .groupBy('club_id')
    .execute();
  const paid = await db
    .selectFrom('season_payments')
    .select(['club_id', (eb) => eb.fn.sum<number>('total_cents').as('count')])
    .where('season_id', '=', seasonId)
    .where('status', '=', 'paid')
    .groupBy('club_id')
    .execute();
  const affiliated = new Set(
    (await db.selectFrom('club_affiliations').select('club_id').where('season_id', '=', seasonId).execute()).map(
      (row) => row.club_id,
    ),
  );
  return {
    season,
    clubs: clubs.map((club) => ({
      clubId: club.id,
      name: club.name,
      city: club.city,
      managers: count(managers, club.id),
      affiliated: affiliated.has(club.id),
      requested: count(requested, club.id),
      issued: count(issued, club.id),
      pendingPayments: count(pending, club.id),
      paidCents: count(paid, club.id),
    })),
  };
}
