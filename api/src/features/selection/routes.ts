import type { AgeGroup, CompetitionLevel, Discipline, Gender } from '@wado/shared/contract';
import {
  CoachList,
  CompetitionDetail,
  CompetitorDetail,
  CompetitorFilters,
  CompetitorList,
  CompetitorParams,
  ResultParams,
  ResultsPage,
  ResultsQuery,
  type CompetitionSummary,
  type Competitor,
  type CompetitorResult,
  type MediaImage,
  type MedalCount,
  type PodiumCategory,
  type PodiumPlace,
} from '@wado/shared/schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import { pageOfQuery } from '../paging';
import { portraitOf, portraitUploads } from './adminShared';
import type { SelectionTables } from './tables';

type CompetitionRow = Omit<Selectable<SelectionTables['competitions']>, 'report'>;
type CompetitorRow = Selectable<SelectionTables['competitors']> & ClubColumns;

/** A row's club columns, with the directory's club joined (`clubs.name`, `clubs.city` as `directory_*`). */
interface ClubColumns {
  club_id: number | null;
  club: string;
  directory_name: string | null;
  directory_city: string | null;
}

/** The directory's club name and id when the row refers to one of its clubs, else the name as written. */
function clubOf(row: ClubColumns): { club: string; clubId: number | null } {
  if (row.club_id !== null && row.directory_name !== null) return { club: row.directory_name, clubId: row.club_id };
  return { club: row.club, clubId: null };
}

const RANK_MEDALS = { 1: 'gold', 2: 'silver', 3: 'bronze' } as const;

/**
 * Medals won by team members (podium places of our competitors), per competition id: the one
 * count of the results pages and of the back office, never entered.
 */
export async function medalsOf(db: Db, ids: number[]): Promise<Map<number, MedalCount>> {
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
    count[RANK_MEDALS[row.rank as 1 | 2 | 3]] += Number(row.count);
  }
  return medals;
}

/** A competitor as `/competitors` and their own page show them. */
function toCompetitor(row: CompetitorRow, uploads: Map<number, MediaImage>): Competitor {
  return {
    slug: row.slug,
    name: row.name,
    gender: row.gender as Gender,
    ...clubOf(row),
    discipline: row.discipline as Discipline,
    ageGroup: row.age_group as AgeGroup,
    weightClass: row.weight_class,
    grade: row.grade,
    achievements: JSON.parse(row.achievements) as string[],
    portrait: portraitOf(uploads, row),
  };
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

/** `/api/coaches`, `/api/competitors`, `/api/competitors/{slug}`, `/api/results`, `/api/results/{slug}`. */
export async function selectionRoutes(app: Api, { db }: { db: Db }) {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-cache');
  });

  app.get('/api/coaches', { schema: { response: { 200: CoachList } } }, async () => {
    const rows = await db
      .selectFrom('coaches')
      .leftJoin('clubs', 'clubs.id', 'coaches.club_id')
      .selectAll('coaches')
      .select(['clubs.name as directory_name', 'clubs.city as directory_city'])
      .orderBy('coaches.position')
      .orderBy('coaches.id')
      .execute();
    const uploads = await portraitUploads(db, rows);
    return rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      role: row.role,
      dan: row.dan,
      ...clubOf(row),
      // The directory's town for a directory club (the join gives null otherwise), else the town as written.
      city: row.directory_city ?? row.city,
      bio: row.bio,
      portrait: portraitOf(uploads, row),
    }));
  });

  app.get(
    '/api/competitors',
    { schema: { querystring: CompetitorFilters, response: { 200: CompetitorList } } },
    async (request) => {
      const { discipline, ageGroup, gender } = request.query;
      let query = db
        .selectFrom('competitors')
        .leftJoin('clubs', 'clubs.id', 'competitors.club_id')
        .selectAll('competitors')
        .select(['clubs.name as directory_name', 'clubs.city as directory_city']);
      if (discipline) query = query.where('discipline', '=', discipline);
      if (ageGroup) query = query.where('age_group', '=', ageGroup);
      if (gender) query = query.where('gender', '=', gender);
      const rows = await query.orderBy('competitors.position').orderBy('competitors.id').execute();
      const uploads = await portraitUploads(db, rows);
      return rows.map((row) => toCompetitor(row, uploads));
    },
  );

  app.get(
    '/api/competitors/:competitor',
    { schema: { params: CompetitorParams, response: { 200: CompetitorDetail } } },
    async (request) => {
      const row = await db
        .selectFrom('competitors')
        .leftJoin('clubs', 'clubs.id', 'competitors.club_id')
        .selectAll('competitors')
        .select(['clubs.name as directory_name', 'clubs.city as directory_city'])
        .where('competitors.slug', '=', request.params.competitor)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'Ce compétiteur est introuvable.');
      const places = await db
        .selectFrom('podium_places')
        .innerJoin('competitions', 'competitions.id', 'podium_places.competition_id')
        .select([
          'podium_places.category',
          'podium_places.rank',
          'competitions.slug',
          'competitions.name',
          'competitions.season',
          'competitions.start_date',
          'competitions.end_date',
          'competitions.place',
          'competitions.city',
          'competitions.country',
          'competitions.level',
        ])
        .where('podium_places.competitor_id', '=', row.id)
        .orderBy('competitions.start_date', 'desc')
        .orderBy('competitions.id', 'desc')
        .orderBy('podium_places.category_position')
        .orderBy('podium_places.id')
        .execute();
      const results: CompetitorResult[] = places.map((place) => ({
        competition: {
          slug: place.slug,
          name: place.name,
          season: place.season,
          startDate: place.start_date,
          endDate: place.end_date,
          place: place.place,
          city: place.city,
          country: place.country,
          level: place.level as CompetitionLevel,
        },
        category: place.category,
        rank: place.rank as CompetitorResult['rank'],
      }));
      const medals = { gold: 0, silver: 0, bronze: 0, total: results.length };
      for (const result of results) medals[RANK_MEDALS[result.rank]] += 1;
      return { ...toCompetitor(row, await portraitUploads(db, [row])), results, medals };
    },
  );

  app.get(
    '/api/results',
    { schema: { querystring: ResultsQuery, response: { 200: ResultsPage } } },
    async (request) => {
      const { season, ...paging } = request.query;
      let filtered = db.selectFrom('competitions');
      if (season) filtered = filtered.where('season', '=', season);
      const page = await pageOfQuery(
        filtered,
        paging,
        (competitions) =>
          competitions
            .select(['id', 'slug', 'name', 'season', 'start_date', 'end_date', 'place', 'city', 'country', 'level'])
            .orderBy('start_date', 'desc')
            .orderBy('id', 'desc'),
        async (rows) => {
          const medals = await medalsOf(
            db,
            rows.map((row) => row.id),
          );
          return rows.map((row) => toSummary(row, medals.get(row.id)!));
        },
      );
      const seasons = await db
        .selectFrom('competitions')
        .select('season')
        .distinct()
        .orderBy('season', 'desc')
        .execute();
      return {
        ...page,
        seasons: seasons.map((row) => row.season),
      };
    },
  );

  app.get(
    '/api/results/:result',
    { schema: { params: ResultParams, response: { 200: CompetitionDetail } } },
    async (request) => {
      const row = await db
        .selectFrom('competitions')
        .selectAll()
        .where('slug', '=', request.params.result)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'Cette compétition est introuvable.');
      const places = await db
        .selectFrom('podium_places')
        .leftJoin('clubs', 'clubs.id', 'podium_places.club_id')
        .leftJoin('competitors', 'competitors.id', 'podium_places.competitor_id')
        .selectAll('podium_places')
        .select(['clubs.name as directory_name', 'clubs.city as directory_city', 'competitors.slug as competitor_slug'])
        .where('competition_id', '=', row.id)
        .orderBy('category_position')
        .orderBy('rank')
        .orderBy('podium_places.id')
        .execute();
      const categories: PodiumCategory[] = [];
      for (const place of places) {
        let category = categories.find((candidate) => candidate.name === place.category);
        if (!category) categories.push((category = { name: place.category, podium: [] }));
        category.podium.push({
          rank: place.rank as PodiumPlace['rank'],
          athlete: place.athlete,
          ...clubOf(place),
          country: place.country,
          teamMember: place.team_member === 1,
          competitorSlug: place.competitor_slug,
        });
      }
      const medals = await medalsOf(db, [row.id]);
      return { ...toSummary(row, medals.get(row.id)!), report: row.report, categories };
    },
  );
}
