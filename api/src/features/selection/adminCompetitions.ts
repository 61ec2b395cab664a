/**
 * Competitions and their podiums in the back office (role `selection`), shown on `/results` and
 * `/result/{slug}` at once. A podium place is one of our competitors (chosen, never typed: the
 * medal counts for the national team) or another athlete typed with their club and country. The
 * medal count is never entered: it is counted from the podiums, as the results page counts it.
 */
import { PLACES_PER_RANK, formatDate, seasonOf, type CompetitionLevel } from '@wado/shared/contract';
import {
  CompetitionInput,
  CompetitionRecord,
  type PodiumCategoryInput,
  type PodiumPlaceInput,
} from '@wado/shared/schemas';
import type { Insertable, Selectable } from 'kysely';
import { assertDay, assertResultsInsideTheirEvents, type Collection, type Store } from '../editing';
import { HttpError } from '../errors';
import { podiumEntries } from '../competitions';
import { CLUB_NOT_IN_DIRECTORY, slugFromName } from './adminShared';
import { medalsOf } from './routes';
import type { SelectionTables } from './tables';

type CompetitionRow = Selectable<SelectionTables['competitions']>;
type PlaceRow = Selectable<SelectionTables['podium_places']>;
type NewPlace = Omit<Insertable<SelectionTables['podium_places']>, 'competition_id'>;

const RANK_NAMES: Record<1 | 2 | 3, string> = { 1: 'médaille d’or', 2: 'médaille d’argent', 3: 'médailles de bronze' };

/** The podiums of competitions, by competition id, in the order of the results page. */
async function categoriesOf(db: Store, ids: number[]): Promise<Map<number, PodiumCategoryInput[]>> {
  const byCompetition = new Map<number, PodiumCategoryInput[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byCompetition;
  const places: PlaceRow[] = await db
    .selectFrom('podium_places')
    .selectAll()
    .where('competition_id', 'in', ids)
    .orderBy('competition_id')
    .orderBy('category_position')
    .orderBy('rank')
    .orderBy('id')
    .execute();
  let previous: PlaceRow | undefined;
  for (const place of places) {
    const categories = byCompetition.get(place.competition_id)!;
    let category = categories.at(-1);
    const sameCategory =
      previous?.competition_id === place.competition_id && previous.category_position === place.category_position;
    if (!category || !sameCategory) categories.push((category = { name: place.category, places: [] }));
    previous = place;
    category.places.push({
      rank: place.rank as PodiumPlaceInput['rank'],
      competitorId: place.competitor_id,
      athlete: place.athlete,
      clubId: place.club_id,
      club: place.club,
      country: place.country,
      // Only on a place chosen from the entries (the others' records stay as they were).
      ...(place.entry_id !== null ? { entryId: place.entry_id } : {}),
    });
  }
  return byCompetition;
}

async function recordsOf(db: Store, rows: CompetitionRow[]): Promise<CompetitionRecord[]> {
  const ids = rows.map((row) => row.id);
  const [categories, medals] = await Promise.all([categoriesOf(db, ids), medalsOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    season: row.season,
    startDate: row.start_date,
    endDate: row.end_date,
    place: row.place,
    city: row.city,
    country: row.country,
    level: row.level as CompetitionLevel,
    report: row.report,
    categories: categories.get(row.id)!,
    medals: medals.get(row.id)!,
  }));
}

/** « Kata individuel féminin – seniors » : the start of a refusal about a category. */
const about = (category: PodiumCategoryInput) => `« ${category.name.trim()} »`;

/** The rows of one podium place: one of our competitors (as they are now), or an athlete as typed. */
async function placeRow(
  db: Store,
  category: PodiumCategoryInput,
  place: PodiumPlaceInput,
  resultsId: number | null,
): Promise<Omit<NewPlace, 'category' | 'category_position'>> {
  const entryId = place.entryId ?? null;
  if (entryId !== null && place.competitorId === null) {
    const [entry] = resultsId === null ? [] : await podiumEntries(db, resultsId, entryId);
    if (!entry) {
      throw new HttpError(
        400,
        `${about(category)} : l’inscrit choisi n’est pas un inscrit payé de l’événement de ces résultats. Choisissez-le de nouveau dans la liste.`,
      );
    }
    return {
      rank: place.rank,
      competitor_id: null,
      athlete: entry.athlete,
      club_id: entry.clubId,
      club: entry.club,
      country: 'France',
      team_member: 0,
      entry_id: entry.id,
    };
  }
  if (place.competitorId !== null) {
    const competitor = await db
      .selectFrom('competitors')
      .select(['id', 'name', 'club_id', 'club'])
      .where('id', '=', place.competitorId)
      .executeTakeFirst();
    if (!competitor) {
      throw new HttpError(
        400,
        `${about(category)} : le compétiteur choisi est introuvable (sa fiche a peut-être été supprimée). Choisissez-le de nouveau dans la liste.`,
      );
    }
    const [entry] = entryId === null || resultsId === null ? [] : await podiumEntries(db, resultsId, entryId);
    if (entryId !== null && !entry) {
      throw new HttpError(
        400,
        `${about(category)} : l’inscrit choisi n’est pas un inscrit payé de l’événement de ces résultats. Choisissez-le de nouveau dans la liste.`,
      );
    }
    return {
      rank: place.rank,
      competitor_id: competitor.id,
      athlete: competitor.name,
      club_id: competitor.club_id,
      club: competitor.club,
      country: 'France',
      team_member: 1,
      entry_id: entry?.id ?? null,
    };
  }
  const athlete = place.athlete.trim();
  const country = place.country.trim();
  if (athlete === '') {
    throw new HttpError(
      400,
      `${about(category)} : choisissez un compétiteur de la sélection ou saisissez le nom de l’athlète.`,
    );
  }
  if (country === '') throw new HttpError(400, `${about(category)} : indiquez le pays de ${athlete}.`);
  let club = place.club.trim();
  if (place.clubId !== null) {
    const directory = await db.selectFrom('clubs').select('name').where('id', '=', place.clubId).executeTakeFirst();
    if (!directory) throw new HttpError(400, `${about(category)}, ${athlete} : ${CLUB_NOT_IN_DIRECTORY}`);
    club = directory.name;
  }
  if (club === '') throw new HttpError(400, `${about(category)} : indiquez le club de ${athlete}.`);
  return {
    rank: place.rank,
    competitor_id: null,
    athlete,
    club_id: place.clubId,
    club,
    country,
    team_member: 0,
    entry_id: null,
  };
}

/** The podium rows of an input, checked (400 in French): categories named once, medals as a podium has them. */
async function placeRows(db: Store, categories: PodiumCategoryInput[], resultsId: number | null): Promise<NewPlace[]> {
  const names = new Set<string>();
  const rows: NewPlace[] = [];
  for (const [position, category] of categories.entries()) {
    const name = category.name.trim();
    const key = name.toLowerCase();
    if (names.has(key))
      throw new HttpError(400, `La catégorie ${about(category)} est en double : réunissez ses podiums.`);
    names.add(key);
    for (const rank of [1, 2, 3] as const) {
      const count = category.places.filter((place) => place.rank === rank).length;
      if (count > PLACES_PER_RANK[rank]) {
        throw new HttpError(
          400,
          `${about(category)} : un podium a au plus ${PLACES_PER_RANK[rank] === 1 ? 'une' : 'deux'} ${RANK_NAMES[rank]}.`,
        );
      }
    }
    const competitors = new Set<number>();
    const entries = new Set<number>();
    for (const place of category.places) {
      if (place.entryId) {
        if (entries.has(place.entryId)) {
          throw new HttpError(400, `${about(category)} : un inscrit figure deux fois sur le podium.`);
        }
        entries.add(place.entryId);
      }
      if (place.competitorId !== null) {
        if (competitors.has(place.competitorId)) {
          throw new HttpError(400, `${about(category)} : un compétiteur figure deux fois sur le podium.`);
        }
        competitors.add(place.competitorId);
      }
      rows.push({ ...(await placeRow(db, category, place, resultsId)), category: name, category_position: position });
    }
  }
  return rows;
}

/** The competition's own columns, checked: real days in order, the season of its first day. */
function competitionColumns(input: CompetitionInput) {
  assertDay(input.startDate, 'Le premier jour');
  assertDay(input.endDate, 'Le dernier jour');
  if (input.endDate < input.startDate) {
    throw new HttpError(400, 'Le dernier jour doit être le premier jour ou un jour suivant.');
  }
  const season = seasonOf(input.startDate);
  if (input.season !== season) {
    throw new HttpError(
      400,
      `La saison d’une compétition du ${formatDate(input.startDate)} est ${season} (de septembre à août), pas ${input.season}.`,
    );
  }
  return {
    name: input.name.trim(),
    season,
    start_date: input.startDate,
    end_date: input.endDate,
    place: input.place.trim(),
    city: input.city.trim(),
    country: input.country.trim(),
    level: input.level,
    report: input.report,
  };
}

async function writePlaces(db: Store, competitionId: number, rows: NewPlace[]): Promise<void> {
  await db.deleteFrom('podium_places').where('competition_id', '=', competitionId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('podium_places')
    .values(rows.map((row) => ({ ...row, competition_id: competitionId })))
    .execute();
}

/** The competitions, most recent first as on `/results`, each with its podiums and its computed medals. */
export const COMPETITIONS: Collection<typeof CompetitionInput, typeof CompetitionRecord> = {
  path: 'competitions',
  table: 'competitions',
  auditKind: 'competition',
  notFound: 'Cette compétition est introuvable : elle a peut-être été supprimée.',
  duplicate: 'Cette adresse est déjà celle d’une autre compétition.',
  schemas: { input: CompetitionInput, record: CompetitionRecord },
  list: async (db) =>
    recordsOf(
      db,
      await db.selectFrom('competitions').selectAll().orderBy('start_date', 'desc').orderBy('id', 'desc').execute(),
    ),
  load: async (db, id) => {
    const row = await db.selectFrom('competitions').selectAll().where('id', '=', id).executeTakeFirst();
    return row && (await recordsOf(db, [row]))[0];
  },
  create: async (db, input) => {
    const columns = competitionColumns(input);
    // Not linked to an event yet: no entry to choose from.
    const places = await placeRows(db, input.categories, null);
    const { id } = await db
      .insertInto('competitions')
      .values({ ...columns, slug: await slugFromName(db, 'competitions', columns.name, 'competition') })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writePlaces(db, id, places);
    return id;
  },
  update: async (db, current, input) => {
    const columns = competitionColumns(input);
    await assertResultsInsideTheirEvents(db, current.id, columns);
    const places = await placeRows(db, input.categories, current.id);
    await db.updateTable('competitions').set(columns).where('id', '=', current.id).execute();
    await writePlaces(db, current.id, places);
  },
  remove: async (db, current) => {
    const events = await db
      .selectFrom('events')
      .select('title')
      .where('competition_id', '=', current.id)
      .orderBy('start_date')
      .execute();
    if (events.length > 0) {
      const titles = events.map((event) => `« ${event.title} »`).join(', ');
      throw new HttpError(
        409,
        `Ces résultats sont liés à l’événement ${titles} : retirez ce lien dans l’événement (Médias) avant de les supprimer.`,
      );
    }
    await db.deleteFrom('podium_places').where('competition_id', '=', current.id).execute();
    await db.deleteFrom('competitions').where('id', '=', current.id).execute();
  },
};
