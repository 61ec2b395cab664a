import { FRENCH_REGIONS, filterClubs, type Club, type FrenchRegion } from '@wado/shared/contract';
import { ClubListQuery, ClubListResponse } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { pageOfAll } from '../paging';

type ClubRow = Awaited<ReturnType<typeof selectClubs>>[number];

function selectClubs(db: Db, region: FrenchRegion | undefined) {
  let query = db.selectFrom('clubs').selectAll();
  if (region) query = query.where('region', '=', region);
  // Directory order: by department number (as text: 2A and 2B come after 29), then city, then name.
  return query.orderBy('department').orderBy('city').orderBy('name').execute();
}

function toClub(row: ClubRow): Club {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    postalCode: row.postal_code,
    department: row.department,
    departmentName: row.department_name,
    region: row.region as FrenchRegion,
    address: row.address,
    trainingTimes: JSON.parse(row.training_times) as string[],
    email: row.email,
    phone: row.phone,
    website: row.website,
  };
}

/**
 * `GET /api/clubs?q=&region=&page=&limit=`: the club finder. The text search runs here in
 * JavaScript with the same function as the page (accents and case ignored, department numbers):
 * a national directory holds at most a few hundred clubs, and this stays portable to PostgreSQL.
 */
export async function clubRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/clubs',
    { schema: { querystring: ClubListQuery, response: { 200: ClubListResponse } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      const { q = '', region, ...paging } = request.query;
      const matching = filterClubs((await selectClubs(db, region)).map(toClub), q, '');
      const regionCounts = await db
        .selectFrom('clubs')
        .select(['region', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('region')
        .execute();
      const order = (name: string) => FRENCH_REGIONS.indexOf(name as FrenchRegion);
      return {
        ...pageOfAll(matching, paging),
        regions: regionCounts
          .map((row) => ({ region: row.region as FrenchRegion, count: Number(row.count) }))
          .sort((a, b) => order(a.region) - order(b.region)),
      };
    },
  );
}
