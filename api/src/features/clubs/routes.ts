import type { FastifyInstance } from 'fastify';
import {
  CLUB_LIST_LIMITS,
  FRENCH_REGIONS,
  filterClubs,
  type Club,
  type ClubListResponse,
  type FrenchRegion,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { pageOfAll, pageSchema, pagingProperties, type Paging } from '../paging';

const nullableString = { type: ['string', 'null'] } as const;

const clubSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    city: { type: 'string' },
    postalCode: { type: 'string' },
    department: { type: 'string' },
    departmentName: { type: 'string' },
    region: { type: 'string' },
    address: { type: 'string' },
    trainingTimes: { type: 'array', items: { type: 'string' } },
    email: nullableString,
    phone: nullableString,
    website: nullableString,
  },
  required: [
    'id',
    'name',
    'city',
    'postalCode',
    'department',
    'departmentName',
    'region',
    'address',
    'trainingTimes',
    'email',
    'phone',
    'website',
  ],
} as const;

const clubListSchema = {
  querystring: {
    type: 'object',
    properties: {
      q: { type: 'string', maxLength: CLUB_LIST_LIMITS.maxQueryLength },
      region: { type: 'string', enum: [...FRENCH_REGIONS] },
      ...pagingProperties(CLUB_LIST_LIMITS),
    },
  },
  response: {
    200: pageSchema(clubSchema, {
      regions: {
        type: 'array',
        items: {
          type: 'object',
          properties: { region: { type: 'string' }, count: { type: 'integer' } },
          required: ['region', 'count'],
        },
      },
    }),
  },
} as const;

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
export async function clubRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: { q?: string; region?: FrenchRegion } & Paging }>(
    '/api/clubs',
    { schema: clubListSchema },
    async (request, reply): Promise<ClubListResponse> => {
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
