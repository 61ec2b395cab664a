import { FRENCH_REGIONS, filterClubs, orderedDisciplines, type Club, type FrenchRegion } from '@wado/shared/contract';
import { ClubListQuery, ClubListResponse } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { pageOfAll } from '../paging';
import { nearestClubs } from './places';

type ClubRow = Awaited<ReturnType<typeof selectClubs>>[number];

function selectClubs(db: Db) {
  // Directory order: by department number (as text: 2A and 2B come after 29), then city, then name.
  return db.selectFrom('clubs').selectAll().orderBy('department').orderBy('city').orderBy('name').execute();
}

export function toClub(row: ClubRow): Club {
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
    disciplines: orderedDisciplines(JSON.parse(row.disciplines) as string[]),
  };
}

/**
 * `GET /api/clubs?q=&region=&page=&limit=`: the club finder. The text search runs here in
 * JavaScript with the same function as the page (accents and case ignored, department numbers):
 * a national directory holds at most a few hundred clubs, and this stays portable to PostgreSQL.
 * A search (or a region) that finds no club is answered with the clubs nearest to the place it
 * names (`nearest`), read from the offline dataset of French communes: never an empty end.
 */
export async function clubRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/clubs',
    { schema: { querystring: ClubListQuery, response: { 200: ClubListResponse } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      const { q = '', region, ...paging } = request.query;
      const directory = (await selectClubs(db)).map((row) => ({
        club: toClub(row),
        coordinates:
          row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
      }));
      const clubs = directory.map((entry) => entry.club);
      const matching = filterClubs(clubs, q, region ?? '');
      const asked = q.trim() !== '' || region !== undefined;
      return {
        ...pageOfAll(matching, paging),
        regions: FRENCH_REGIONS.map((name) => ({
          region: name,
          count: clubs.filter((club) => club.region === name).length,
        })),
        nearest: matching.length === 0 && asked ? nearestClubs(directory, q, region) : null,
      };
    },
  );
}
