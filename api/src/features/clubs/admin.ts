import {
  ACCESS,
  FRENCH_REGIONS,
  holdsRole,
  isValidEmail,
  orderedDisciplines,
  tidyPresentation,
  type FrenchRegion,
} from '@wado/shared/contract';
import { ClubInput, ClubRecord } from '@wado/shared/schemas';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { existingImage, type Collection, type Store } from '../editing';
import { uploadedImages } from '../uploads';
import type { SignedInPerson } from '../auth';
import { HttpError } from '../errors';
import { communeOf } from './places';

type Row = Selectable<Database['clubs']>;

async function clubOf(db: Store, row: Row): Promise<ClubRecord> {
  const photo =
    row.photo_upload_id === null
      ? undefined
      : (await uploadedImages(db, [row.photo_upload_id])).get(row.photo_upload_id);
  return {
    ...clubFields(row),
    photo: photo && row.photo_upload_id !== null ? { uploadId: row.photo_upload_id, alt: row.photo_alt } : null,
    shownPhoto: photo ? { url: photo.url, width: photo.width, height: photo.height } : null,
  };
}

const clubFields = (row: Row) => ({
  id: row.id,
  name: row.name,
  address: row.address,
  postalCode: row.postal_code,
  city: row.city,
  trainingTimes: JSON.parse(row.training_times) as string[],
  email: row.email,
  phone: row.phone,
  website: row.website,
  disciplines: orderedDisciplines(JSON.parse(row.disciplines) as string[]),
  department: row.department,
  departmentName: row.department_name,
  region: row.region as FrenchRegion,
  latitude: row.latitude,
  longitude: row.longitude,
  presentation: row.presentation,
});

/** The directory writes names with the typographic apostrophe (« Côtes-d’Armor »), the dataset the straight one. */
const typographic = (name: string) => name.replace(/'/g, '’');

const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

/** The photo's columns: an upload that exists (400 otherwise), or none; left out by an older back office: as it is. */
async function photoColumns(db: Store, input: ClubInput, current: ClubRecord | null) {
  if (input.photo === undefined) return {};
  const photo = await existingImage(db, input.photo, { lenient: false });
  return {
    photo_upload_id: photo?.ref.uploadId ?? null,
    photo_alt: photo ? photo.ref.alt.trim() : (current?.photo?.alt ?? ''),
  };
}

export const CLUB_CONTACT_REQUIRED =
  'Indiquez au moins une adresse e-mail ou un téléphone du club : c’est ainsi que les visiteurs le contactent.';

/**
 * The club's columns: its commune (postal code and name) must be a French commune the site knows,
 * which gives its official spelling, department, region and map position (400 otherwise).
 */
function columnsOf(input: ClubInput, current: ClubRecord | null) {
  const postalCode = input.postalCode.trim();
  const located = communeOf(postalCode, input.city);
  if (located.status === 'unknownPostalCode') {
    throw new HttpError(400, `Le code postal ${postalCode} n’est celui d’aucune commune française : vérifiez-le.`);
  }
  if (located.status === 'notInPostalCode') {
    throw new HttpError(
      400,
      `Aucune commune nommée «\u00a0${input.city.trim()}\u00a0» n’a le code postal ${postalCode}. Communes de ce code postal\u00a0: ${located.names.map(typographic).join(', ')}.`,
    );
  }
  const { commune, department } = located;
  if (!(FRENCH_REGIONS as readonly string[]).includes(department.region)) {
    throw new HttpError(400, `La commune ${commune.name} n’est dans aucune région de l’annuaire.`);
  }
  const email = blankToNull(input.email);
  if (email !== null && !isValidEmail(email)) {
    throw new HttpError(400, 'L’adresse e-mail du club n’est pas valide : vérifiez-la (exemple : contact@club.fr).');
  }
  const phone = blankToNull(input.phone);
  // The directory shows how to reach each club (the table's check says so too).
  if (email === null && phone === null) throw new HttpError(400, CLUB_CONTACT_REQUIRED);
  return {
    name: input.name.trim(),
    address: input.address.trim(),
    postal_code: postalCode,
    city: typographic(commune.name),
    department: department.code,
    department_name: typographic(department.name),
    region: department.region,
    latitude: commune.latitude,
    longitude: commune.longitude,
    training_times: JSON.stringify(input.trainingTimes.map((line) => line.trim())),
    email,
    phone,
    website: blankToNull(input.website),
    disciplines: JSON.stringify(orderedDisciplines(input.disciplines)),
    // Left out by a back office of before: the club's text stays.
    presentation:
      input.presentation === undefined ? (current?.presentation ?? null) : tidyPresentation(input.presentation),
  };
}

/** « 2 entraîneurs, 1 compétiteur et 3 places de podium » */
function referencesText(counts: { count: number; one: string; many: string }[]): string {
  const parts = counts
    .filter(({ count }) => count > 0)
    .map(({ count, one, many }) => `${count}\u00a0${count === 1 ? one : many}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}` : (parts[0] ?? '');
}

async function referencesTo(db: Store, id: number) {
  const count = async (table: 'coaches' | 'competitors' | 'podium_places') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('club_id', '=', id)
          .executeTakeFirstOrThrow()
      ).count,
    );
  return [
    { count: await count('coaches'), one: 'entraîneur', many: 'entraîneurs' },
    { count: await count('competitors'), one: 'compétiteur', many: 'compétiteurs' },
    { count: await count('podium_places'), one: 'place de podium', many: 'places de podium' },
  ];
}

const clubs = (db: Store) => db.selectFrom('clubs').selectAll();

/** Whether a person keeps the whole directory (the association), not only her own clubs. */
const keepsEveryClub = (person: SignedInPerson) => holdsRole(person.roles, ACCESS.association);
const managesClub = (person: SignedInPerson, clubId: number) =>
  keepsEveryClub(person) || person.clubIds.includes(clubId);

/** « 2 responsables » of a club, who must be given other clubs before it is deleted. */
async function managersOf(db: Store, id: number): Promise<number> {
  const row = await db
    .selectFrom('people_clubs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('club_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What a club's seasons left for the accounts: its licensees (anonymised ones too), licences and payments. */
async function seasonRecordsOf(db: Store, id: number): Promise<{ licensees: number; accounts: number }> {
  const count = async (table: 'licensees' | 'licences' | 'season_payments' | 'club_affiliations') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('club_id', '=', id)
          .executeTakeFirstOrThrow()
      ).count,
    );
  const [licensees, licences, payments, affiliations] = await Promise.all([
    count('licensees'),
    count('licences'),
    count('season_payments'),
    count('club_affiliations'),
  ]);
  return { licensees, accounts: licences + payments + affiliations };
}

/**
 * The directory of clubs, kept by the `association` role: the club finder, its map distances
 * and the national team's pages (which read a club's name through `club_id`) follow. A club that
 * a coach, a competitor or a podium place refers to, or that has managers or licensees, cannot be
 * deleted (409).
 * A club manager (role `club`) sees and saves her own clubs only: another club is absent to her
 * (404); she neither adds nor deletes a club (403).
 */
export const CLUBS: Collection<typeof ClubInput, typeof ClubRecord> = {
  path: 'clubs',
  table: 'clubs',
  auditKind: 'club',
  notFound: 'Ce club est introuvable : il a peut-être été supprimé.',
  duplicate: 'Ce club est déjà dans l’annuaire.',
  schemas: { input: ClubInput, record: ClubRecord },
  // The directory's order: department, city, name.
  list: async (db) =>
    Promise.all(
      (await clubs(db).orderBy('department').orderBy('city').orderBy('name').orderBy('id').execute()).map((row) =>
        clubOf(db, row),
      ),
    ),
  load: async (db, id) => {
    const row = await clubs(db).where('id', '=', id).executeTakeFirst();
    return row && clubOf(db, row);
  },
  create: async (db, input) =>
    (
      await db
        .insertInto('clubs')
        .values({ ...columnsOf(input, null), ...(await photoColumns(db, input, null)) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  update: async (db, current, input) => {
    await db
      .updateTable('clubs')
      .set({ ...columnsOf(input, current), ...(await photoColumns(db, input, current)) })
      .where('id', '=', current.id)
      .execute();
  },
  access: {
    read: (person, club) => managesClub(person, club.id),
    create: keepsEveryClub,
    update: (person, current) => managesClub(person, current.id),
    delete: keepsEveryClub,
  },
  remove: async (db, current) => {
    const managers = await managersOf(db, current.id);
    if (managers > 0) {
      throw new HttpError(
        409,
        `Ce club ne peut pas être supprimé : ${managers === 1 ? 'une personne en est responsable' : `${managers} personnes en sont responsables`}. Retirez-leur d’abord ce club dans « Personnes ».`,
      );
    }
    const references = await referencesTo(db, current.id);
    const total = references.reduce((sum, { count }) => sum + count, 0);
    if (total > 0) {
      throw new HttpError(
        409,
        `Ce club ne peut pas être supprimé : il est cité par ${referencesText(references)} de la sélection nationale. Choisissez-leur d’abord un autre club.`,
      );
    }
    const seasons = await seasonRecordsOf(db, current.id);
    if (seasons.licensees > 0 || seasons.accounts > 0) {
      const what =
        seasons.licensees === 0
          ? 'ses licences et paiements de saison restent'
          : seasons.licensees === 1
            ? 'son licencié et ses licences restent'
            : `ses ${seasons.licensees} licenciés et leurs licences restent`;
      throw new HttpError(409, `Ce club ne peut pas être supprimé : ${what} pour les comptes de l’association.`);
    }
    // The renewal reminders once sent to its managers go with it.
    await db.deleteFrom('season_reminders').where('club_id', '=', current.id).execute();
    await db.deleteFrom('clubs').where('id', '=', current.id).execute();
  },
};
