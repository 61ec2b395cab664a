import type { AgeGroup, CompetitionLevel, Discipline, Gender } from '@wado/shared/contract';
import {
  CoachList,
  CompetitionDetail,
  CompetitorFilters,
  CompetitorList,
  ResultParams,
  ResultsPage,
  ResultsQuery,
  type CompetitionSummary,
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
      return rows.map((row) => ({
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
      }));
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
        .selectAll('podium_places')
        .select(['clubs.name as directory_name', 'clubs.city as directory_city'])
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
        });
      }
      const medals = await medalsOf(db, [row.id]);
      return { ...toSummary(row, medals.get(row.id)!), report: row.report, categories };
    },
  );
}
