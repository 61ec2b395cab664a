import type { FastifyInstance } from 'fastify';
import {
  AGE_GROUPS,
  DISCIPLINES,
  SEASON_PATTERN,
  type Coach,
  type CompetitionDetail,
  type CompetitionLevel,
  type CompetitionSummary,
  type Competitor,
  type CompetitorFilters,
  type MedalCount,
  type PodiumCategory,
  type ResultsPage,
  type AgeGroup,
  type Discipline,
  type Gender,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';
import { image, imageSchema, offsetOf, pageOf, pageSchema, pagingProperties, slugParams, type Paging } from '../paging';

const PORTRAIT = { width: 240, height: 240 };

const coachSchema = {
  type: 'object',
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    dan: { type: 'integer' },
    club: { type: 'string' },
    city: { type: 'string' },
    bio: { type: 'string' },
    portrait: imageSchema,
  },
  required: ['slug', 'name', 'role', 'dan', 'club', 'city', 'bio', 'portrait'],
} as const;

const competitorSchema = {
  type: 'object',
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    gender: { type: 'string' },
    club: { type: 'string' },
    discipline: { type: 'string' },
    ageGroup: { type: 'string' },
    weightClass: { type: ['string', 'null'] },
    grade: { type: 'string' },
    achievements: { type: 'array', items: { type: 'string' } },
    portrait: imageSchema,
  },
  required: [
    'slug',
    'name',
    'gender',
    'club',
    'discipline',
    'ageGroup',
    'weightClass',
    'grade',
    'achievements',
    'portrait',
  ],
} as const;

const medalsSchema = {
  type: 'object',
  properties: { gold: { type: 'integer' }, silver: { type: 'integer' }, bronze: { type: 'integer' } },
  required: ['gold', 'silver', 'bronze'],
} as const;

const summaryProperties = {
  slug: { type: 'string' },
  name: { type: 'string' },
  season: { type: 'string' },
  startDate: { type: 'string' },
  endDate: { type: 'string' },
  place: { type: 'string' },
  city: { type: 'string' },
  country: { type: 'string' },
  level: { type: 'string' },
  medals: medalsSchema,
} as const;
const summaryRequired = Object.keys(summaryProperties);

const detailSchema = {
  type: 'object',
  properties: {
    ...summaryProperties,
    report: { type: 'string' },
    categories: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          podium: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                rank: { type: 'integer' },
                athlete: { type: 'string' },
                club: { type: 'string' },
                country: { type: 'string' },
                teamMember: { type: 'boolean' },
              },
              required: ['rank', 'athlete', 'club', 'country', 'teamMember'],
            },
          },
        },
        required: ['name', 'podium'],
      },
    },
  },
  required: [...summaryRequired, 'report', 'categories'],
} as const;

type CompetitionRow = {
  id: number;
  slug: string;
  name: string;
  season: string;
  start_date: string;
  end_date: string;
  place: string;
  city: string;
  country: string;
  level: string;
};

/** Medals won by team members, per competition id. */
async function medalsOf(db: Db, ids: number[]): Promise<Map<number, MedalCount>> {
  const medals = new Map<number, MedalCount>(ids.map((id) => [id, { gold: 0, silver: 0, bronze: 0 }]));
  if (ids.length === 0) return medals;
  const rows = await db
    .selectFrom('podium_places')
    .select(['competition_id', 'rank', (eb) => eb.fn.countAll<number>().as('count')])
    .where('competition_id', 'in', ids)
    .where('team_member', '=', 1)
    .groupBy(['competition_id', 'rank'])
    .execute();
  for (const row of rows) {
    const count = medals.get(row.competition_id)!;
    const key = row.rank === 1 ? 'gold' : row.rank === 2 ? 'silver' : 'bronze';
    count[key] += Number(row.count);
  }
  return medals;
}

function toSummary(row: CompetitionRow, medals: MedalCount): CompetitionSummary {
  return {
    slug: row.slug,
    name: row.name,
    season: row.season,
    startDate: row.start_date,
    endDate: row.end_date,
    place: row.place,
    city: row.city,
    country: row.country,
    level: row.level as CompetitionLevel,
    medals,
  };
}

/** `/api/coaches`, `/api/competitors`, `/api/results`, `/api/results/{slug}`. */
export async function selectionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-cache');
  });

  app.get(
    '/api/coaches',
    { schema: { response: { 200: { type: 'array', items: coachSchema } } } },
    async (): Promise<Coach[]> => {
      const rows = await db.selectFrom('coaches').selectAll().orderBy('position').orderBy('id').execute();
      return rows.map((row) => ({
        slug: row.slug,
        name: row.name,
        role: row.role,
        dan: row.dan,
        club: row.club,
        city: row.city,
        bio: row.bio,
        portrait: image(row.portrait, row.portrait_alt, PORTRAIT.width, PORTRAIT.height),
      }));
    },
  );

  app.get<{ Querystring: CompetitorFilters }>(
    '/api/competitors',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            discipline: { type: 'string', enum: [...DISCIPLINES] },
            ageGroup: { type: 'string', enum: [...AGE_GROUPS] },
            gender: { type: 'string', enum: ['F', 'M'] },
          },
        },
        response: { 200: { type: 'array', items: competitorSchema } },
      },
    },
    async (request): Promise<Competitor[]> => {
      const { discipline, ageGroup, gender } = request.query;
      let query = db.selectFrom('competitors').selectAll();
      if (discipline) query = query.where('discipline', '=', discipline);
      if (ageGroup) query = query.where('age_group', '=', ageGroup);
      if (gender) query = query.where('gender', '=', gender);
      const rows = await query.orderBy('position').orderBy('id').execute();
      return rows.map((row) => ({
        slug: row.slug,
        name: row.name,
        gender: row.gender as Gender,
        club: row.club,
        discipline: row.discipline as Discipline,
        ageGroup: row.age_group as AgeGroup,
        weightClass: row.weight_class,
        grade: row.grade,
        achievements: JSON.parse(row.achievements) as string[],
        portrait: image(row.portrait, row.portrait_alt, PORTRAIT.width, PORTRAIT.height),
      }));
    },
  );

  app.get<{ Querystring: Paging & { season?: string } }>(
    '/api/results',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pagingProperties(), season: { type: 'string', pattern: SEASON_PATTERN } },
        },
        response: {
          200: pageSchema(
            { type: 'object', properties: summaryProperties, required: summaryRequired },
            { seasons: { type: 'array', items: { type: 'string' } } },
          ),
        },
      },
    },
    async (request): Promise<ResultsPage> => {
      const { season, ...paging } = request.query;
      let filtered = db.selectFrom('competitions');
      if (season) filtered = filtered.where('season', '=', season);
      const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await filtered
        .select(['id', 'slug', 'name', 'season', 'start_date', 'end_date', 'place', 'city', 'country', 'level'])
        .orderBy('start_date', 'desc')
        .orderBy('id', 'desc')
        .limit(paging.limit)
        .offset(offsetOf(paging))
        .execute();
      const medals = await medalsOf(
        db,
        rows.map((row) => row.id),
      );
      const seasons = await db
        .selectFrom('competitions')
        .select('season')
        .distinct()
        .orderBy('season', 'desc')
        .execute();
      return {
        ...pageOf(
          rows.map((row) => toSummary(row, medals.get(row.id)!)),
          Number(total),
          paging,
        ),
        seasons: seasons.map((row) => row.season),
      };
    },
  );

  app.get<{ Params: { result: string } }>(
    '/api/results/:result',
    { schema: { params: slugParams('result'), response: { 200: detailSchema } } },
    async (request): Promise<CompetitionDetail> => {
      const row = await db
        .selectFrom('competitions')
        .selectAll()
        .where('slug', '=', request.params.result)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'Cette compétition est introuvable.');
      const places = await db
        .selectFrom('podium_places')
        .selectAll()
        .where('competition_id', '=', row.id)
        .orderBy('category_position')
        .orderBy('rank')
        .orderBy('id')
        .execute();
      const categories: PodiumCategory[] = [];
      for (const place of places) {
        let category = categories.find((candidate) => candidate.name === place.category);
        if (!category) categories.push((category = { name: place.category, podium: [] }));
        category.podium.push({
          rank: place.rank as 1 | 2 | 3,
          athlete: place.athlete,
          club: place.club,
          country: place.country,
          teamMember: place.team_member === 1,
        });
      }
      const medals = await medalsOf(db, [row.id]);
      return { ...toSummary(row, medals.get(row.id)!), report: row.report, categories };
    },
  );
}
