/**
 * The national team in the back office (role `selection`): coaches and competitors. Each is a
 * collection (`registerCollection`): a save shows on `/coaches` and `/competitors` at once. The
 * club is chosen from the directory, and its name (and a coach's town) are copied beside the
 * reference, as readers of the text columns expect. Competitions are in `adminCompetitions.ts`.
 */
import type { AgeGroup, Discipline, Gender } from '@wado/shared/contract';
import { CoachInput, CoachRecord, CompetitorInput, CompetitorRecord } from '@wado/shared/schemas';
import type { Selectable } from 'kysely';
import type { Collection, Store } from '../editing';
import { HttpError } from '../errors';
import {
  directoryClub,
  lastPosition,
  portraitColumns,
  portraitInputOf,
  portraitOf,
  portraitUploads,
  slugFromName,
} from './adminShared';
import type { SelectionTables } from './tables';

/** A row with its directory club's name and town (null when it has none). */
type WithDirectory<Row> = Row & { directory_name: string | null; directory_city: string | null };
type CoachRow = WithDirectory<Selectable<SelectionTables['coaches']>>;
type CompetitorRow = WithDirectory<Selectable<SelectionTables['competitors']>>;

// ---------------------------------------------------------------------------------------------
// Coaches

const coachRows = (db: Store) =>
  db
    .selectFrom('coaches')
    .leftJoin('clubs', 'clubs.id', 'coaches.club_id')
    .selectAll('coaches')
    .select(['clubs.name as directory_name', 'clubs.city as directory_city']);

async function coachRecords(db: Store, rows: CoachRow[]): Promise<CoachRecord[]> {
  const uploads = await portraitUploads(db, rows);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    role: row.role,
    dan: row.dan,
    clubId: row.club_id,
    club: row.directory_name ?? row.club,
    city: row.directory_city ?? row.city,
    bio: row.bio,
    portrait: portraitInputOf(row),
    portraitShown: portraitOf(uploads, row),
    position: row.position,
  }));
}

async function coachColumns(db: Store, input: CoachInput) {
  const club = await directoryClub(db, input.clubId);
  return {
    name: input.name.trim(),
    role: input.role.trim(),
    dan: input.dan,
    club_id: club.id,
    club: club.name,
    city: club.city,
    bio: input.bio.trim(),
    ...(await portraitColumns(db, input.portrait)),
  };
}

/** The national team's staff, in the order of `/coaches`. */
export const COACHES: Collection<typeof CoachInput, typeof CoachRecord> = {
  path: 'coaches',
  table: 'coaches',
  auditKind: 'coach',
  notFound: 'Cet entraîneur est introuvable : sa fiche a peut-être été supprimée.',
  duplicate: 'Cette adresse est déjà celle d’un autre entraîneur.',
  schemas: { input: CoachInput, record: CoachRecord },
  list: async (db) => coachRecords(db, await coachRows(db).orderBy('coaches.position').orderBy('coaches.id').execute()),
  load: async (db, id) => {
    const row = await coachRows(db).where('coaches.id', '=', id).executeTakeFirst();
    return row && (await coachRecords(db, [row]))[0];
  },
  create: async (db, input) => {
    const columns = await coachColumns(db, input);
    const { id } = await db
      .insertInto('coaches')
      .values({
        ...columns,
        slug: await slugFromName(db, 'coaches', columns.name, 'entraineur'),
        portrait: '',
        portrait_alt: columns.portrait_alt ?? '',
        position: input.position ?? (await lastPosition(db, 'coaches')),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
  update: async (db, current, input) => {
    const columns = await coachColumns(db, input);
    await db
      .updateTable('coaches')
      .set({ ...columns, position: input.position ?? current.position })
      .where('id', '=', current.id)
      .execute();
  },
  remove: async (db, current) => {
    await db.deleteFrom('coaches').where('id', '=', current.id).execute();
  },
};

// ---------------------------------------------------------------------------------------------
// Competitors

const competitorRows = (db: Store) =>
  db
    .selectFrom('competitors')
    .leftJoin('clubs', 'clubs.id', 'competitors.club_id')
    .selectAll('competitors')
    .select(['clubs.name as directory_name', 'clubs.city as directory_city']);

async function competitorRecords(db: Store, rows: CompetitorRow[]): Promise<CompetitorRecord[]> {
  const uploads = await portraitUploads(db, rows);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    gender: row.gender as Gender,
    clubId: row.club_id,
    club: row.directory_name ?? row.club,
    discipline: row.discipline as Discipline,
    ageGroup: row.age_group as AgeGroup,
    weightClass: row.weight_class,
    grade: row.grade,
    achievements: JSON.parse(row.achievements) as string[],
    portrait: portraitInputOf(row),
    portraitShown: portraitOf(uploads, row),
    position: row.position,
  }));
}

async function competitorColumns(db: Store, input: CompetitorInput) {
  const weightClass = input.weightClass?.trim() || null;
  if (input.discipline === 'kata' && weightClass !== null) {
    throw new HttpError(400, 'En kata, il n’y a pas de catégorie de poids : laissez ce champ vide.');
  }
  if (input.discipline === 'kumite' && weightClass === null) {
    throw new HttpError(400, 'En kumite, indiquez la catégorie de poids (« -61 kg », « +84 kg »).');
  }
  const club = await directoryClub(db, input.clubId);
  return {
    name: input.name.trim(),
    gender: input.gender,
    club_id: club.id,
    club: club.name,
    discipline: input.discipline,
    age_group: input.ageGroup,
    weight_class: weightClass,
    grade: input.grade.trim(),
    achievements: JSON.stringify(input.achievements.map((line) => line.trim())),
    ...(await portraitColumns(db, input.portrait)),
  };
}

/** The competitions whose podiums name a competitor, by name, oldest first. */
async function podiumsOf(db: Store, competitorId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('podium_places')
    .innerJoin('competitions', 'competitions.id', 'podium_places.competition_id')
    .select(['competitions.name', 'competitions.start_date'])
    .where('podium_places.competitor_id', '=', competitorId)
    .orderBy('competitions.start_date')
    .execute();
  return [...new Set(rows.map((row) => `« ${row.name} » (${row.start_date.slice(0, 4)})`))];
}

/** The national team's competitors, in the order of `/competitors`; their podium places follow their name and club. */
export const COMPETITORS: Collection<typeof CompetitorInput, typeof CompetitorRecord> = {
  path: 'competitors',
  table: 'competitors',
  auditKind: 'competitor',
  notFound: 'Ce compétiteur est introuvable : sa fiche a peut-être été supprimée.',
  duplicate: 'Cette adresse est déjà celle d’un autre compétiteur.',
  schemas: { input: CompetitorInput, record: CompetitorRecord },
  list: async (db) =>
    competitorRecords(db, await competitorRows(db).orderBy('competitors.position').orderBy('competitors.id').execute()),
  load: async (db, id) => {
    const row = await competitorRows(db).where('competitors.id', '=', id).executeTakeFirst();
    return row && (await competitorRecords(db, [row]))[0];
  },
  create: async (db, input) => {
    const columns = await competitorColumns(db, input);
    const { id } = await db
      .insertInto('competitors')
      .values({
        ...columns,
        slug: await slugFromName(db, 'competitors', columns.name, 'competiteur'),
        portrait: '',
        portrait_alt: columns.portrait_alt ?? '',
        position: input.position ?? (await lastPosition(db, 'competitors')),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
  update: async (db, current, input) => {
    const columns = await competitorColumns(db, input);
    await db
      .updateTable('competitors')
      .set({ ...columns, position: input.position ?? current.position })
      .where('id', '=', current.id)
      .execute();
    await db
      .updateTable('podium_places')
      .set({ athlete: columns.name, club_id: columns.club_id, club: columns.club })
      .where('competitor_id', '=', current.id)
      .execute();
  },
  remove: async (db, current) => {
    const podiums = await podiumsOf(db, current.id);
    if (podiums.length > 0) {
      throw new HttpError(
        409,
        `${current.name} figure sur le podium de ${podiums.join(', ')} : retirez ce compétiteur de ces résultats avant de supprimer sa fiche.`,
      );
    }
    await db.deleteFrom('competitors').where('id', '=', current.id).execute();
  },
};
