/**
 * A competition's entries as stored: its settings and categories, the club's candidates (licensees
 * with a licence issued for the competition's season), the entries, moves and payments.
 */
import { randomBytes } from 'node:crypto';
import {
  categoryFor,
  COMPETITION_DISCIPLINE_LABELS,
  COMPETITION_PAYMENT_PREFIX,
  licenseeName,
  type CategoryRule,
  type CategorySex,
  type CompetitionDiscipline,
  type CompetitionStatus,
  type EntryStatus,
  type LicenseeSex,
  type SeasonPaymentMethod,
} from '@wado/shared/contract';
import type {
  Competition,
  CompetitionCandidate,
  CompetitionEntry,
  CompetitionSettingsInput,
  EntryRefusal,
  EspaceCompetitionEntry,
  PendingEntryTransfer,
  EntryRequest,
} from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import { lockForTransaction } from '../../db/dialect';
import type { SignedInPerson } from '../auth';
import { HttpError } from '../errors';

export const COMPETITION_NOT_FOUND = 'Cette compétition est introuvable, ou ses inscriptions ne sont pas ouvertes.';
const EVENT_NOT_COMPETITION =
  'Seul un évènement de type « Compétition » ouvre des inscriptions par club : changez son type dans l’agenda.';
const SEASON_NOT_FOUND = 'La saison choisie est introuvable.';
export const ENTRY_NOT_FOUND = 'Cette inscription est introuvable.';

const grams = (kg: number | null | undefined) => (kg === null || kg === undefined ? null : Math.round(kg * 1000));
const kilograms = (value: number | null) => (value === null ? null : value / 1000);
const today = (now: Date) => now.toISOString().slice(0, 10);

type CategoryRow = {
  id: number;
  label: string;
  discipline: string;
  sex: string;
  birth_year_min: number | null;
  birth_year_max: number | null;
  weight_min_grams: number | null;
  weight_max_grams: number | null;
  min_grade: string | null;
};

function categoryRule(row: CategoryRow): CategoryRule {
  return {
    id: row.id,
    label: row.label,
    discipline: row.discipline as CompetitionDiscipline,
    sex: row.sex as CategorySex,
    birthYearMin: row.birth_year_min,
    birthYearMax: row.birth_year_max,
    weightMinKg: kilograms(row.weight_min_grams),
    weightMaxKg: kilograms(row.weight_max_grams),
    minGrade: row.min_grade,
  };
}

/** The competition of `eventId` with its categories, or a 404 when its entries were never opened. */
export async function readCompetition(db: Db, eventId: number, now: Date): Promise<Competition> {
  const row = await db
    .selectFrom('competition_settings')
    .innerJoin('events', 'events.id', 'competition_settings.event_id')
    .innerJoin('membership_seasons', 'membership_seasons.id', 'competition_settings.season_id')
    .select([
      'events.id as eventId',
      'events.title',
      'events.start_date as startDate',
      'competition_settings.season_id as seasonId',
      'membership_seasons.label as seasonLabel',
      'competition_settings.deadline',
      'competition_settings.fee_cents as feeCents',
      'competition_settings.status',
    ])
    .where('competition_settings.event_id', '=', eventId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, COMPETITION_NOT_FOUND);
  const categories = await db
    .selectFrom('competition_categories')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('position')
    .execute();
  const status = row.status as CompetitionStatus;
  return {
    ...row,
    status,
    acceptsEntries: status === 'open' && today(now) <= row.deadline,
    categories: categories.map(categoryRule),
  };
}

/** Every competition whose entries were opened, soonest first. */
export async function listCompetitions(db: Db, now: Date): Promise<Competition[]> {
  const rows = await db
    .selectFrom('competition_settings')
    .innerJoin('events', 'events.id', 'competition_settings.event_id')
    .select('events.id')
    .orderBy('events.start_date')
    .orderBy('events.id')
    .execute();
  return Promise.all(rows.map((row) => readCompetition(db, row.id, now)));
}

/** Checks one category's bounds; a French message when they cannot hold anyone. */
function categoryProblem(category: CompetitionSettingsInput['categories'][number]): string | null {
  const name = `« ${category.label} »`;
  if (category.birthYearMin !== null && category.birthYearMax !== null && category.birthYearMin > category.birthYearMax)
    return `${name} : l’année de naissance la plus ancienne doit précéder la plus récente.`;
  if (category.discipline === 'kata' && (category.weightMinKg !== null || category.weightMaxKg !== null))
    return `${name} : le poids ne compte qu’en kumite.`;
  if (category.weightMinKg !== null && category.weightMaxKg !== null && category.weightMinKg > category.weightMaxKg)
    return `${name} : le poids minimum dépasse le maximum.`;
  return null;
}

/**
 * Opens (or changes) a competition's entries. Categories sent with their id are kept (their
 * entries stay in them); one left out is deleted, unless entries are in it (409).
 */
export async function saveCompetition(
  db: Db,
  eventId: number,
  input: CompetitionSettingsInput,
  now: Date,
): Promise<{ created: boolean; before: unknown }> {
  for (const category of input.categories) {
    const problem = categoryProblem(category);
    if (problem) throw new HttpError(400, problem);
  }
  const labels = new Set(input.categories.map((category) => category.label.trim().toLowerCase()));
  if (labels.size !== input.categories.length)
    throw new HttpError(400, 'Deux catégories portent le même nom : donnez à chacune le sien.');
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, `competition:${eventId}`);
    const event = await trx.selectFrom('events').select(['id', 'kind']).where('id', '=', eventId).executeTakeFirst();
    if (!event) throw new HttpError(404, 'Cet évènement est introuvable.');
    if (event.kind !== 'competition') throw new HttpError(400, EVENT_NOT_COMPETITION);
    const season = await trx
      .selectFrom('membership_seasons')
      .select('id')
      .where('id', '=', input.seasonId)
      .executeTakeFirst();
    if (!season) throw new HttpError(400, SEASON_NOT_FOUND);
    const before = await trx
      .selectFrom('competition_settings')
      .selectAll()
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    const existing = await trx
      .selectFrom('competition_categories')
      .select(['id', 'label'])
      .where('event_id', '=', eventId)
      .execute();
    const kept = new Set(input.categories.flatMap((category) => (category.id ? [category.id] : [])));
    for (const id of kept) {
      if (!existing.some((category) => category.id === id))
        throw new HttpError(
          400,
          'Une des catégories envoyées n’appartient pas à cette compétition : rechargez la page.',
        );
    }
    const removed = existing.filter((category) => !kept.has(category.id));
    if (removed.length > 0) {
      const used = await trx
        .selectFrom('competition_entries')
        .select('category_id')
        .where(
          'category_id',
          'in',
          removed.map((category) => category.id),
        )
        .where('status', '<>', 'withdrawn')
        .executeTakeFirst();
      if (used) {
        const label = removed.find((category) => category.id === used.category_id)?.label ?? '';
        throw new HttpError(
          409,
          `La catégorie « ${label} » a des inscrits : déplacez-les dans une autre catégorie avant de la supprimer.`,
        );
      }
      await trx
        .deleteFrom('competition_categories')
        .where(
          'id',
          'in',
          removed.map((category) => category.id),
        )
        .execute();
    }
    if (before && before.season_id !== input.seasonId) {
      const entered = await trx
        .selectFrom('competition_entries')
        .select('id')
        .where('event_id', '=', eventId)
        .where('status', '<>', 'withdrawn')
        .executeTakeFirst();
      if (entered)
        throw new HttpError(
          409,
          'Des compétiteurs sont déjà inscrits : la saison de la compétition ne peut plus changer.',
        );
    }
    const at = now.toISOString();
    const settings = { season_id: input.seasonId, deadline: input.deadline, fee_cents: input.feeCents, updated_at: at };
    if (before) await trx.updateTable('competition_settings').set(settings).where('event_id', '=', eventId).execute();
    else
      await trx
        .insertInto('competition_settings')
        .values({ ...settings, event_id: eventId, status: 'open', created_at: at })
        .execute();
    for (const [position, category] of input.categories.entries()) {
      const values = {
        position,
        label: category.label.trim(),
        discipline: category.discipline,
        sex: category.sex,
        birth_year_min: category.birthYearMin,
        birth_year_max: category.birthYearMax,
        weight_min_grams: grams(category.weightMinKg),
        weight_max_grams: grams(category.weightMaxKg),
        min_grade: category.minGrade,
      };
      if (category.id)
        await trx.updateTable('competition_categories').set(values).where('id', '=', category.id).execute();
      else
        await trx
          .insertInto('competition_categories')
          .values({ ...values, event_id: eventId })
          .execute();
    }
    return { created: !before, before: before ?? null };
  });
}

export async function setCompetitionStatus(
  db: Db,
  eventId: number,
  status: CompetitionStatus,
  now: Date,
): Promise<void> {
  const result = await db
    .updateTable('competition_settings')
    .set({ status, updated_at: now.toISOString() })
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, COMPETITION_NOT_FOUND);
}

/** The licensees of the club holding a licence issued for `seasonId`, last name first. */
async function clubLicenceHolders(db: Db, clubId: number, seasonId: number) {
  return db
    .selectFrom('licensees')
    .innerJoin('licences', 'licences.licensee_id', 'licensees.id')
    .select([
      'licensees.id as licenseeId',
      'licensees.first_name as firstName',
      'licensees.last_name as lastName',
      'licensees.birth_date as birthDate',
      'licensees.sex',
      'licensees.grade',
      'licences.id as licenceId',
      'licences.number',
    ])
    .where('licences.club_id', '=', clubId)
    .where('licences.season_id', '=', seasonId)
    .where('licences.status', '=', 'issued')
    .where('licensees.anonymised_at', 'is', null)
    .orderBy('licensees.last_name')
    .orderBy('licensees.first_name')
    .execute();
}

export async function clubCandidates(
  db: Db,
  competition: Competition,
  clubId: number,
): Promise<CompetitionCandidate[]> {
  const holders = await clubLicenceHolders(db, clubId, competition.seasonId);
  return holders.map((holder) => {
    const choice = categoryFor(competition.categories, 'kata', { ...holder, sex: holder.sex as LicenseeSex });
    return {
      licenseeId: holder.licenseeId,
      firstName: holder.firstName,
      lastName: holder.lastName,
      birthDate: holder.birthDate,
      sex: holder.sex as LicenseeSex,
      grade: holder.grade,
      licenceNumber: holder.number ?? '',
      kata: choice.ok
        ? { ok: true as const, categoryId: choice.category.id, categoryLabel: choice.category.label }
        : { ok: false as const, reason: choice.reason },
    };
  });
}

/** The organizers' moves of these entries, oldest first: from which category to which, and why. */
async function movesOf(db: Pick<Db, 'selectFrom'>, entryIds: readonly number[]) {
  if (entryIds.length === 0) return [];
  return db
    .selectFrom('competition_entry_moves')
    .innerJoin('competition_categories as origin', 'origin.id', 'competition_entry_moves.from_category_id')
    .innerJoin('competition_categories as target', 'target.id', 'competition_entry_moves.to_category_id')
    .select([
      'competition_entry_moves.entry_id as entryId',
      'origin.label as from',
      'target.label as to',
      'competition_entry_moves.reason',
      'competition_entry_moves.moved_at as at',
    ])
    .where('competition_entry_moves.entry_id', 'in', [...entryIds])
    .orderBy('competition_entry_moves.id')
    .execute();
}

/** The entries of a competition (of one club, or all), with their moves; withdrawn ones left out. */
export async function readEntries(
  db: Db,
  eventId: number,
  options: { clubId?: number; categoryId?: number; ids?: number[] } = {},
): Promise<CompetitionEntry[]> {
  let query = db
    .selectFrom('competition_entries')
    .innerJoin('licensees', 'licensees.id', 'competition_entries.licensee_id')
    .innerJoin('licences', 'licences.id', 'competition_entries.licence_id')
    .innerJoin('clubs', 'clubs.id', 'competition_entries.club_id')
    .innerJoin('competition_categories', 'competition_categories.id', 'competition_entries.category_id')
    .select([
      'competition_entries.id',
      'competition_entries.licensee_id as licenseeId',
      'licensees.first_name as firstName',
      'licensees.last_name as lastName',
      'licensees.birth_date as birthDate',
      'licensees.sex',
      'licensees.grade',
      'licences.number as licenceNumber',
      'competition_entries.club_id as clubId',
      'clubs.name as clubName',
      'competition_entries.discipline',
      'competition_entries.category_id as categoryId',
      'competition_categories.label as categoryLabel',
      'competition_entries.weight_grams as weightGrams',
      'competition_entries.status',
    ])
    .where('competition_entries.event_id', '=', eventId)
    .where('competition_entries.status', '<>', 'withdrawn');
  if (options.clubId !== undefined) query = query.where('competition_entries.club_id', '=', options.clubId);
  if (options.categoryId !== undefined) query = query.where('competition_entries.category_id', '=', options.categoryId);
  if (options.ids) query = query.where('competition_entries.id', 'in', options.ids.length > 0 ? options.ids : [0]);
  const rows = await query
    .orderBy('competition_categories.position')
    .orderBy('licensees.last_name')
    .orderBy('licensees.first_name')
    .orderBy('competition_entries.id')
    .execute();
  const ids = rows.map((row) => row.id);
  const moves = await movesOf(db, ids);
  const payments =
    ids.length === 0
      ? []
      : await db
          .selectFrom('competition_payment_entries')
          .innerJoin('competition_payments', 'competition_payments.id', 'competition_payment_entries.payment_id')
          .select(['competition_payment_entries.entry_id as entryId', 'competition_payments.reference'])
          .where('competition_payment_entries.entry_id', 'in', ids)
          .where('competition_payments.status', '<>', 'cancelled')
          .where('competition_payment_entries.refund_due', '=', 0)
          .orderBy('competition_payments.id')
          .execute();
  return rows.map(({ weightGrams, ...row }) => ({
    ...row,
    sex: row.sex as LicenseeSex,
    licenceNumber: row.licenceNumber ?? '',
    discipline: row.discipline as CompetitionDiscipline,
    status: row.status as EntryStatus,
    weightKg: kilograms(weightGrams),
    paymentReference: payments.findLast((payment) => payment.entryId === row.id)?.reference ?? null,
    moves: moves.filter((move) => move.entryId === row.id).map(({ entryId: _entry, ...move }) => move),
  }));
}

export class EntriesRefused extends Error {
  constructor(readonly refused: NonNullable<EntryRefusal['refused']>) {
    super('Inscriptions refusées');
  }
}

/**
 * Enters licensees of the club, all or none: each must hold a licence issued for the season, not
 * be entered already in that discipline, and fit a category (grade included). Refusals are listed
 * with their reasons and nothing is written.
 */
export async function enterLicensees(
  db: Db,
  {
    eventId,
    club,
    entries,
    person,
    now,
  }: {
    eventId: number;
    club: { id: number; name: string };
    entries: EntryRequest['entries'];
    person: SignedInPerson;
    now: Date;
  },
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, `competition:${eventId}`);
    const competition = await readCompetition(trx, eventId, now);
    if (!competition.acceptsEntries)
      throw new HttpError(
        409,
        competition.status === 'closed'
          ? `Les inscriptions à « ${competition.title} » sont closes.`
          : `Les inscriptions à « ${competition.title} » ont pris fin le ${competition.deadline.split('-').reverse().join('/')}.`,
      );
    const holders = new Map(
      (await clubLicenceHolders(trx, club.id, competition.seasonId)).map((holder) => [holder.licenseeId, holder]),
    );
    const alive = await trx
      .selectFrom('competition_entries')
      .select(['licensee_id', 'discipline'])
      .where('event_id', '=', eventId)
      .where('status', '<>', 'withdrawn')
      .execute();
    const taken = new Set(alive.map((entry) => `${entry.licensee_id}:${entry.discipline}`));
    const refused: NonNullable<EntryRefusal['refused']> = [];
    const accepted: {
      licenseeId: number;
      licenceId: number;
      discipline: CompetitionDiscipline;
      categoryId: number;
      weightGrams: number | null;
    }[] = [];
    for (const entry of entries) {
      const holder = holders.get(entry.licenseeId);
      const discipline = COMPETITION_DISCIPLINE_LABELS[entry.discipline].toLowerCase();
      const refuse = (name: string, reason: string) =>
        refused.push({ licenseeId: entry.licenseeId, name, discipline: entry.discipline, reason });
      if (!holder) {
        refuse(
          `Licencié n° ${entry.licenseeId}`,
          `Pas de licence délivrée par ${club.name} pour la saison ${competition.seasonLabel}.`,
        );
        continue;
      }
      const name = licenseeName(holder);
      const key = `${entry.licenseeId}:${entry.discipline}`;
      if (taken.has(key)) {
        refuse(name, `Déjà inscrit en ${discipline}.`);
        continue;
      }
      const weightKg = entry.discipline === 'kumite' ? (entry.weightKg ?? null) : null;
      const choice = categoryFor(competition.categories, entry.discipline, {
        birthDate: holder.birthDate,
        sex: holder.sex as LicenseeSex,
        grade: holder.grade,
        weightKg,
      });
      if (!choice.ok) {
        refuse(name, choice.reason);
        continue;
      }
      taken.add(key);
      accepted.push({
        licenseeId: holder.licenseeId,
        licenceId: holder.licenceId,
        discipline: entry.discipline,
        categoryId: choice.category.id,
        weightGrams: grams(weightKg),
      });
    }
    if (refused.length > 0) throw new EntriesRefused(refused);
    const at = now.toISOString();
    const ids: number[] = [];
    for (const entry of accepted) {
      const { id } = await trx
        .insertInto('competition_entries')
        .values({
          event_id: eventId,
          category_id: entry.categoryId,
          licensee_id: entry.licenseeId,
          licence_id: entry.licenceId,
          club_id: club.id,
          discipline: entry.discipline,
          weight_grams: entry.weightGrams,
          status: 'pending',
          fee_cents: competition.feeCents,
          entered_by: person.email,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    return ids;
  });
}

/** A club takes back an entry it has not paid (a paid one is the organizers' to refund). */
export async function withdrawEntry(
  db: Db,
  eventId: number,
  clubId: number,
  entryId: number,
  now: Date,
): Promise<{ name: string }> {
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, `competition:${eventId}`);
    const entry = await trx
      .selectFrom('competition_entries')
      .innerJoin('licensees', 'licensees.id', 'competition_entries.licensee_id')
      .select([
        'competition_entries.status',
        'competition_entries.discipline',
        'licensees.first_name as firstName',
        'licensees.last_name as lastName',
      ])
      .where('competition_entries.id', '=', entryId)
      .where('competition_entries.event_id', '=', eventId)
      .where('competition_entries.club_id', '=', clubId)
      .where('competition_entries.status', '<>', 'withdrawn')
      .executeTakeFirst();
    if (!entry) throw new HttpError(404, ENTRY_NOT_FOUND);
    if (entry.status === 'paid')
      throw new HttpError(409, 'Cette inscription est payée : demandez aux organisateurs de la retirer.');
    await trx
      .updateTable('competition_entries')
      .set({ status: 'withdrawn', updated_at: now.toISOString() })
      .where('id', '=', entryId)
      .execute();
    return {
      name: `${licenseeName(entry)} (${COMPETITION_DISCIPLINE_LABELS[entry.discipline as CompetitionDiscipline]})`,
    };
  });
}

/** Moves a competitor to another category of the same discipline, with the organizers' reason. */
export async function moveEntry(
  db: Db,
  {
    entryId,
    categoryId,
    reason,
    person,
    now,
  }: { entryId: number; categoryId: number; reason: string; person: SignedInPerson; now: Date },
): Promise<{ eventId: number; name: string; from: string; to: string }> {
  return db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('competition_entries')
      .innerJoin('competition_categories', 'competition_categories.id', 'competition_entries.category_id')
      .innerJoin('licensees', 'licensees.id', 'competition_entries.licensee_id')
      .select([
        'competition_entries.id',
        'licensees.first_name as firstName',
        'licensees.last_name as lastName',
        'competition_entries.event_id as eventId',
        'competition_entries.discipline',
        'competition_entries.category_id as categoryId',
        'competition_categories.label',
      ])
      .where('competition_entries.id', '=', entryId)
      .where('competition_entries.status', '<>', 'withdrawn')
      .executeTakeFirst();
    if (!entry) throw new HttpError(404, ENTRY_NOT_FOUND);
    await lockForTransaction(trx, `competition:${entry.eventId}`);
    const target = await trx
      .selectFrom('competition_categories')
      .select(['id', 'label', 'discipline'])
      .where('id', '=', categoryId)
      .where('event_id', '=', entry.eventId)
      .executeTakeFirst();
    if (!target) throw new HttpError(400, 'La catégorie choisie n’est pas une catégorie de cette compétition.');
    if (target.discipline !== entry.discipline)
      throw new HttpError(400, `« ${target.label} » n’est pas une catégorie de ${entry.discipline}.`);
    if (target.id === entry.categoryId) throw new HttpError(400, `Le compétiteur est déjà en « ${target.label} ».`);
    const at = now.toISOString();
    await trx
      .updateTable('competition_entries')
      .set({ category_id: target.id, updated_at: at })
      .where('id', '=', entryId)
      .execute();
    await trx
      .insertInto('competition_entry_moves')
      .values({
        entry_id: entryId,
        from_category_id: entry.categoryId,
        to_category_id: target.id,
        reason: reason.trim(),
        moved_by: person.email,
        moved_at: at,
      })
      .execute();
    return { eventId: entry.eventId, name: licenseeName(entry), from: entry.label, to: target.label };
  });
}

/** A club pays every entry it has to pay, in one payment (a newer one replaces a pending one). */
export async function createEntryPayment(
  db: Db,
  {
    eventId,
    club,
    method,
    person,
    now,
  }: {
    eventId: number;
    club: { id: number; name: string };
    method: SeasonPaymentMethod;
    person: SignedInPerson;
    now: Date;
  },
): Promise<{ reference: string; totalCents: number; count: number; title: string }> {
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, `competition:${eventId}`);
    const competition = await readCompetition(trx, eventId, now);
    const due = await trx
      .selectFrom('competition_entries')
      .select(['id', 'fee_cents'])
      .where('event_id', '=', eventId)
      .where('club_id', '=', club.id)
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
    const totalCents = due.reduce((sum, entry) => sum + entry.fee_cents, 0);
    if (due.length === 0 || totalCents === 0)
      throw new HttpError(409, `Rien à payer pour « ${competition.title} » : aucune inscription n’attend de paiement.`);
    await trx
      .updateTable('competition_payments')
      .set({ status: 'cancelled' })
      .where('event_id', '=', eventId)
      .where('club_id', '=', club.id)
      .where('status', '=', 'pending')
      .execute();
    const reference = `${COMPETITION_PAYMENT_PREFIX}-${club.id}-${randomBytes(4).toString('hex').toUpperCase()}`;
    const { id } = await trx
      .insertInto('competition_payments')
      .values({
        reference,
        event_id: eventId,
        club_id: club.id,
        method,
        status: 'pending',
        total_cents: totalCents,
        created_by: person.email,
        created_at: now.toISOString(),
        paid_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('competition_payment_entries')
      .values(due.map((entry) => ({ payment_id: id, entry_id: entry.id, fee_cents: entry.fee_cents })))
      .execute();
    return { reference, totalCents, count: due.length, title: competition.title };
  });
}

/**
 * A payment of entries confirmed (card read back from HelloAsso, or transfer received), in the
 * caller's transaction: its entries still to pay are paid; one paid meanwhile by another payment
 * (or withdrawn) is flagged for refund. False when the payment is unknown or already paid.
 */
export async function markEntryPaymentPaid(trx: Db, reference: string, at: string): Promise<boolean> {
  const payment = await trx
    .selectFrom('competition_payments')
    .select(['id', 'event_id', 'status'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!payment || payment.status === 'paid') return false;
  await lockForTransaction(trx, `competition:${payment.event_id}`);
  await trx
    .updateTable('competition_payments')
    .set({ status: 'paid', paid_at: at })
    .where('id', '=', payment.id)
    .execute();
  const covered = await trx
    .selectFrom('competition_payment_entries')
    .innerJoin('competition_entries', 'competition_entries.id', 'competition_payment_entries.entry_id')
    .select(['competition_entries.id', 'competition_entries.status'])
    .where('competition_payment_entries.payment_id', '=', payment.id)
    .execute();
  for (const entry of covered) {
    if (entry.status === 'pending')
      await trx
        .updateTable('competition_entries')
        .set({ status: 'paid', updated_at: at })
        .where('id', '=', entry.id)
        .execute();
    else
      await trx
        .updateTable('competition_payment_entries')
        .set({ refund_due: 1 })
        .where('payment_id', '=', payment.id)
        .where('entry_id', '=', entry.id)
        .execute();
  }
  return true;
}

/**
 * Before an event is deleted: its competition's entries (and their payments) stay for the clubs
 * and the accounts, so an event that has any refuses the deletion; entries opened with no one
 * entered yet go with it.
 */
export async function clearCompetitionOf(db: Pick<Db, 'selectFrom' | 'deleteFrom'>, eventId: number): Promise<void> {
  const entered = await db
    .selectFrom('competition_entries')
    .select('id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (entered) {
    throw new HttpError(
      409,
      'Cet événement a des inscriptions de clubs à sa compétition : il ne peut pas être supprimé, elles restent pour les clubs et les comptes. Retirez-le plutôt de la publication.',
    );
  }
  await db.deleteFrom('competition_categories').where('event_id', '=', eventId).execute();
  await db.deleteFrom('competition_settings').where('event_id', '=', eventId).execute();
}

/** A paid entry as a podium place shows it. */
export interface PodiumEntry {
  id: number;
  /** « Léa Martin » */
  athlete: string;
  clubId: number;
  club: string;
  categoryLabel: string;
}

/** The paid entries of the events whose results are `resultsId` (`events.competition_id`). */
export async function podiumEntries(
  db: Pick<Db, 'selectFrom'>,
  resultsId: number,
  entryId?: number,
): Promise<PodiumEntry[]> {
  let query = db
    .selectFrom('competition_entries')
    .innerJoin('events', 'events.id', 'competition_entries.event_id')
    .innerJoin('licensees', 'licensees.id', 'competition_entries.licensee_id')
    .innerJoin('clubs', 'clubs.id', 'competition_entries.club_id')
    .innerJoin('competition_categories', 'competition_categories.id', 'competition_entries.category_id')
    .select([
      'competition_entries.id',
      'licensees.first_name as firstName',
      'licensees.last_name as lastName',
      'clubs.id as clubId',
      'clubs.name as club',
      'competition_categories.label as categoryLabel',
    ])
    .where('events.competition_id', '=', resultsId)
    .where('competition_entries.status', '=', 'paid');
  if (entryId !== undefined) query = query.where('competition_entries.id', '=', entryId);
  const rows = await query
    .orderBy('competition_categories.position')
    .orderBy('licensees.last_name')
    .orderBy('licensees.first_name')
    .execute();
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, athlete: `${firstName} ${lastName}` }));
}

/** The entries (not withdrawn) of these licensees, the latest competition first: « Mon espace ». */
export async function householdCompetitionEntries(
  db: Db,
  licenseeIds: readonly number[],
): Promise<EspaceCompetitionEntry[]> {
  if (licenseeIds.length === 0) return [];
  const rows = await db
    .selectFrom('competition_entries')
    .innerJoin('events', 'events.id', 'competition_entries.event_id')
    .innerJoin('licensees', 'licensees.id', 'competition_entries.licensee_id')
    .innerJoin('clubs', 'clubs.id', 'competition_entries.club_id')
    .innerJoin('competition_categories', 'competition_categories.id', 'competition_entries.category_id')
    .select([
      'competition_entries.id',
      'licensees.first_name as firstName',
      'licensees.last_name as lastName',
      'clubs.name as club',
      'events.title',
      'events.slug',
      'events.start_date as startDate',
      'competition_entries.discipline',
      'competition_categories.label as categoryLabel',
      'competition_entries.weight_grams as weightGrams',
      'competition_entries.status',
    ])
    .where('competition_entries.licensee_id', 'in', [...licenseeIds])
    .where('competition_entries.status', '<>', 'withdrawn')
    .orderBy('events.start_date', 'desc')
    .orderBy('licensees.first_name')
    .orderBy('competition_entries.id')
    .execute();
  const ids = rows.map((row) => row.id);
  const moves = await movesOf(db, ids);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    club: row.club,
    event: { title: row.title, slug: row.slug, startDate: row.startDate },
    discipline: row.discipline as CompetitionDiscipline,
    categoryLabel: row.categoryLabel,
    weightKg: kilograms(row.weightGrams),
    status: row.status as EntryStatus,
    moves: moves.filter((move) => move.entryId === row.id).map(({ entryId: _entry, at: _at, ...move }) => move),
  }));
}

/** The clubs' transfers for their entries that nobody recorded yet, oldest first. */
export async function pendingEntryTransfers(db: Db): Promise<PendingEntryTransfer[]> {
  const rows = await db
    .selectFrom('competition_payments')
    .innerJoin('clubs', 'clubs.id', 'competition_payments.club_id')
    .innerJoin('events', 'events.id', 'competition_payments.event_id')
    .select((eb) => [
      'competition_payments.reference',
      'competition_payments.total_cents',
      'competition_payments.created_at',
      'competition_payments.created_by',
      'clubs.id as club_id',
      'clubs.name as club_name',
      'events.id as event_id',
      'events.title',
      eb
        .selectFrom('competition_payment_entries')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('competition_payment_entries.payment_id', '=', 'competition_payments.id')
        .as('entry_count'),
    ])
    .where('competition_payments.method', '=', 'transfer')
    .where('competition_payments.status', '=', 'pending')
    .orderBy('competition_payments.created_at')
    .orderBy('competition_payments.id')
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    club: { id: row.club_id, name: row.club_name },
    competition: { eventId: row.event_id, title: row.title },
    totalCents: row.total_cents,
    entryCount: Number(row.entry_count ?? 0),
    createdAt: row.created_at,
    createdBy: row.created_by,
  }));
}
