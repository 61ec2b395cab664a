/**
 * A club's licensees in the back office (`/api/admin/licensees`): the club's managers keep their
 * own clubs' (the list is filtered in the query, and the per-record rules check again), the
 * association every club's. Licensees are personal data, minors among them: every read of the
 * list or of one licensee is in the audit log.
 */
import {
  ACCESS,
  holdsRole,
  isValidEmail,
  type LicenceStatus,
  type LicenseeSex,
  type ClubDiscipline,
} from '@wado/shared/contract';
import { LicenseeInput, LicenseeListQuery, LicenseeRecord } from '@wado/shared/schemas';
import type { SignedInPerson } from '../auth';
import { assertDay, type Collection, type Store } from '../editing';
import { HttpError } from '../errors';

/** Whether the person keeps every club's licensees (the association), not only her clubs'. */
export const keepsEveryClub = (person: SignedInPerson) => holdsRole(person.roles, ACCESS.association);
/** Whether the person keeps the licensees of this club. */
export const keepsClub = (person: SignedInPerson, clubId: number) =>
  keepsEveryClub(person) || person.clubIds.includes(clubId);

/**
 * The clubs whose licensees a list shows: the one asked for (`?club=`) if the person keeps it,
 * else every club she keeps (`null`: all of them, for the association).
 */
export function clubsInView(person: SignedInPerson, club: number | undefined): number[] | null {
  if (club !== undefined) return keepsClub(person, club) ? [club] : [];
  return keepsEveryClub(person) ? null : person.clubIds;
}

/** The licensees a club keeps: one whose data was erased is no longer anybody's to see. */
const licenseeRows = (db: Store) =>
  db
    .selectFrom('licensees')
    .innerJoin('clubs', 'clubs.id', 'licensees.club_id')
    .selectAll('licensees')
    .select('clubs.name as club_name')
    .where('licensees.anonymised_at', 'is', null);

type Row = Awaited<ReturnType<ReturnType<typeof licenseeRows>['executeTakeFirstOrThrow']>>;

async function recordsOf(db: Store, rows: Row[]): Promise<LicenseeRecord[]> {
  if (rows.length === 0) return [];
  const licences = await db
    .selectFrom('licences')
    .innerJoin('membership_seasons', 'membership_seasons.id', 'licences.season_id')
    .select(['licences.licensee_id', 'licences.season_id', 'licences.status', 'licences.number'])
    .select('membership_seasons.label as season_label')
    .where(
      'licences.licensee_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('membership_seasons.starts_on', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    clubId: row.club_id,
    clubName: row.club_name,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    sex: row.sex as LicenseeSex,
    grade: row.grade,
    discipline: row.discipline as ClubDiscipline,
    email: row.email,
    licences: licences
      .filter((licence) => licence.licensee_id === row.id)
      .map((licence) => ({
        seasonId: licence.season_id,
        seasonLabel: licence.season_label,
        status: licence.status as LicenceStatus,
        number: licence.number,
      })),
  }));
}

const INVALID_EMAIL =
  'L’adresse e-mail n’est pas valide : celle du licencié, ou d’un de ses parents pour un mineur (exemple : nom@exemple.fr).';

/** The licensee's columns, once checked (400 in French): a real birth day in the past, an e-mail, a club. */
async function columnsOf(db: Store, input: LicenseeInput, now: Date) {
  assertDay(input.birthDate, 'La date de naissance');
  if (input.birthDate > now.toISOString().slice(0, 10) || input.birthDate < '1900-01-01') {
    throw new HttpError(400, 'La date de naissance doit être passée et postérieure à 1900 : vérifiez-la.');
  }
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new HttpError(400, INVALID_EMAIL);
  const club = await db.selectFrom('clubs').select('id').where('id', '=', input.clubId).executeTakeFirst();
  if (!club) throw new HttpError(400, 'Ce club n’est pas dans l’annuaire : rechargez la page.');
  return {
    club_id: input.clubId,
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    birth_date: input.birthDate,
    sex: input.sex,
    grade: input.grade.trim(),
    discipline: input.discipline,
    email,
    updated_at: now.toISOString(),
  };
}

export const LICENSEE_NOT_FOUND = 'Ce licencié est introuvable : il a peut-être été supprimé.';

export const LICENSEES: Collection<typeof LicenseeInput, typeof LicenseeRecord> = {
  path: 'licensees',
  table: 'licensees',
  auditKind: 'licensee',
  notFound: LICENSEE_NOT_FOUND,
  duplicate: 'Ce licencié est déjà dans la liste du club.',
  schemas: { input: LicenseeInput, record: LicenseeRecord },
  listQuery: LicenseeListQuery,
  list: async (db, { person, query }) => {
    const clubs = clubsInView(person, query.club as number | undefined);
    if (clubs !== null && clubs.length === 0) return [];
    let rows = licenseeRows(db);
    if (clubs !== null) rows = rows.where('licensees.club_id', 'in', clubs);
    return recordsOf(
      db,
      await rows.orderBy('licensees.last_name').orderBy('licensees.first_name').orderBy('licensees.id').execute(),
    );
  },
  load: async (db, id) => {
    const row = await licenseeRows(db).where('licensees.id', '=', id).executeTakeFirst();
    return row && (await recordsOf(db, [row]))[0];
  },
  create: async (db, input, { now }) =>
    (
      await db
        .insertInto('licensees')
        .values({ ...(await columnsOf(db, input, now)), created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  update: async (db, current, input, { now }) => {
    const columns = await columnsOf(db, input, now);
    if (columns.club_id !== current.clubId && current.licences.some((licence) => licence.status === 'requested')) {
      throw new HttpError(
        409,
        'Ce licencié a une licence demandée par son club pour cette saison : il change de club une fois celle-ci payée ou à la saison suivante.',
      );
    }
    await db.updateTable('licensees').set(columns).where('id', '=', current.id).execute();
  },
  remove: async (db, current) => {
    if (current.licences.some((licence) => licence.status === 'issued')) {
      throw new HttpError(
        409,
        'Ce licencié a une licence délivrée : il reste dans la liste pour les comptes de l’association. Il disparaîtra après deux saisons sans licence.',
      );
    }
    await db.deleteFrom('licences').where('licensee_id', '=', current.id).execute();
    await db.deleteFrom('licensees').where('id', '=', current.id).execute();
  },
  access: {
    read: (person, licensee) => keepsClub(person, licensee.clubId),
    create: (person, input) => keepsClub(person, input.clubId),
    // She may not hand a licensee to a club that is not hers.
    update: (person, current, input) => keepsClub(person, current.clubId) && keepsClub(person, input.clubId),
    delete: (person, current) => keepsClub(person, current.clubId),
  },
  readAudit: {
    listKind: 'club-licensees',
    listRecord: async (db, { person, query }) => {
      const clubs = clubsInView(person, query.club as number | undefined);
      if (clubs === null) return { id: 'tous', after: { name: 'tous les clubs' } };
      const names = clubs.length
        ? await db.selectFrom('clubs').select('name').where('id', 'in', clubs).orderBy('name').execute()
        : [];
      return { id: clubs.join(',') || 'aucun', after: { name: names.map((club) => club.name).join(', ') } };
    },
  },
};
