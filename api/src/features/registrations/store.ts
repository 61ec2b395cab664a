import type { QueryCreator, Selectable } from 'kysely';
import {
  ACTIVE_REGISTRATION_STATUSES,
  PLACE_TAKING_STATUSES,
  type AdminRegistration,
  type PublicRegistration,
  type RegistrationCategory,
  type RegistrationCounts,
  type RegistrationGrade,
  type RegistrationOfferState,
  type RegistrationSettings,
  type RegistrationStatus,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { HttpError } from '../errors';
import { parisDay } from '../paging';

export type Reader = Pick<QueryCreator<Database>, 'selectFrom'>;
export type EventRow = Selectable<Database['events']>;
export type SettingsRow = Selectable<Database['event_registration_settings']>;
export type RegistrationRow = Selectable<Database['event_registrations']>;

export const isPlaceTaking = (status: string) => (PLACE_TAKING_STATUSES as readonly string[]).includes(status);
export const isActive = (status: string) => (ACTIVE_REGISTRATION_STATUSES as readonly string[]).includes(status);

export function settingsOf(row: SettingsRow): RegistrationSettings {
  return {
    capacity: row.capacity,
    deadline: row.deadline,
    priceCents: row.price_cents,
    memberPriceCents: row.member_price_cents,
    questions: {
      licence: row.ask_licence === 1,
      club: row.ask_club === 1,
      grade: row.ask_grade === 1,
      category: row.ask_category === 1,
    },
    status: row.status === 'closed' ? 'closed' : 'open',
    updatedAt: row.updated_at,
  };
}

export const findSettings = (db: Reader, eventId: number) =>
  db.selectFrom('event_registration_settings').selectAll().where('event_id', '=', eventId).executeTakeFirst();

/** How many registrations of the event are in each status, and the places taken. */
export async function countsOf(db: Reader, eventId: number): Promise<RegistrationCounts> {
  const rows = await db
    .selectFrom('event_registrations')
    .select(['status', (eb) => eb.fn.countAll<number | string | bigint>().as('n')])
    .where('event_id', '=', eventId)
    .groupBy('status')
    .execute();
  const of = (status: RegistrationStatus) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  const confirmed = of('confirmed');
  const pendingPayment = of('pending_payment');
  return {
    confirmed,
    pendingPayment,
    waiting: of('waiting'),
    cancelled: of('cancelled'),
    expired: of('expired'),
    taken: confirmed + pendingPayment,
  };
}

/** A paid event needs card payment: some price is not zero. */
export const isPaidEvent = (settings: Pick<SettingsRow, 'price_cents' | 'member_price_cents'>) =>
  settings.price_cents > 0 || settings.member_price_cents > 0;

/** Where the registrations of an event stand for a visitor, at `now`. */
export function offerState(
  event: Pick<EventRow, 'end_date'>,
  settings: SettingsRow,
  taken: number,
  now: Date,
  cardPayments: boolean,
): RegistrationOfferState {
  if (event.end_date < parisDay(now)) return 'finished';
  if (settings.status === 'closed') return 'closed';
  if (Date.parse(settings.deadline) <= now.getTime()) return 'deadline_passed';
  if (isPaidEvent(settings) && !cardPayments) return 'card_unavailable';
  return taken >= settings.capacity ? 'full' : 'open';
}

/** The rank of each waiting registration of the event (1: the next to get a place), by id. */
export async function waitingRanks(db: Reader, eventId: number): Promise<Map<number, number>> {
  const waiting = await db
    .selectFrom('event_registrations')
    .select('id')
    .where('event_id', '=', eventId)
    .where('status', '=', 'waiting')
    .orderBy('id')
    .execute();
  return new Map(waiting.map((row, index) => [row.id, index + 1]));
}

export function adminRegistrationOf(row: RegistrationRow, ranks: Map<number, number>): AdminRegistration {
  return {
    reference: row.reference,
    status: row.status as RegistrationStatus,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    licenceNumber: row.licence_number,
    memberPricing: row.member_pricing === 1,
    club: row.club,
    grade: row.grade as RegistrationGrade | null,
    category: row.category as RegistrationCategory | null,
    amountCents: row.amount_cents,
    paidCents: row.paid_cents,
    paidAt: row.paid_at,
    createdAt: row.created_at,
    holdUntil: row.hold_until,
    waitingRank: ranks.get(row.id) ?? null,
    note: row.note,
  };
}

/**
 * A paid registration whose address is not confirmed yet may be paid at once while a place is
 * free (the waiting list served first): the payment, not a hold, takes the place (`registrationPaid`).
 */
export async function payableBeforeConfirmation(db: Reader, row: RegistrationRow, now: Date): Promise<boolean> {
  if (row.status !== 'unconfirmed' || row.amount_cents === 0) return false;
  if (row.hold_until === null || Date.parse(row.hold_until) <= now.getTime()) return false;
  const settings = await findSettings(db, row.event_id);
  const counts = await countsOf(db, row.event_id);
  return settings !== undefined && counts.waiting === 0 && counts.taken < settings.capacity;
}

/** A registration as its registrant sees it through its link. */
export async function publicRegistrationOf(
  db: Reader,
  row: RegistrationRow,
  { now, cardPayments }: { now: Date; cardPayments: boolean },
): Promise<PublicRegistration> {
  const event = await db
    .selectFrom('events')
    .select(['slug', 'title', 'start_date', 'end_date', 'place'])
    .where('id', '=', row.event_id)
    .executeTakeFirstOrThrow();
  const ranks = row.status === 'waiting' ? await waitingRanks(db, row.event_id) : new Map<number, number>();
  const finished = event.end_date < parisDay(now);
  const held =
    row.status === 'pending_payment' && row.hold_until !== null && Date.parse(row.hold_until) > now.getTime();
  const payable = held || (await payableBeforeConfirmation(db, row, now));
  return {
    reference: row.reference,
    token: row.token,
    status: row.status as RegistrationStatus,
    event: {
      slug: event.slug,
      title: event.title,
      startDate: event.start_date,
      endDate: event.end_date,
      place: event.place,
    },
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    amountCents: row.amount_cents,
    memberPricing: row.member_pricing === 1,
    holdUntil: row.status === 'pending_payment' ? row.hold_until : null,
    waitingRank: ranks.get(row.id) ?? null,
    createdAt: row.created_at,
    canPay: payable && cardPayments && !finished,
    canCancel: isActive(row.status) && !finished,
  };
}

/**
 * Before an event is deleted: one with registrations still alive (confirmed, awaiting payment,
 * waiting) is not — its registrants would lose their place and their link; the organizers cancel
 * them first, or unpublish the event. Otherwise its ended registrations and its settings go with it.
 */
export async function clearRegistrationsOf(db: Pick<Db, 'selectFrom' | 'deleteFrom'>, eventId: number): Promise<void> {
  const alive = await db
    .selectFrom('event_registrations')
    .select('id')
    .where('event_id', '=', eventId)
    .where('status', 'in', [...ACTIVE_REGISTRATION_STATUSES])
    .executeTakeFirst();
  if (alive) {
    throw new HttpError(
      409,
      'Cet événement a des inscriptions en cours : il ne peut pas être supprimé. Annulez-les d’abord (exportez la liste si besoin), ou retirez l’événement de la publication.',
    );
  }
  await db.deleteFrom('event_registrations').where('event_id', '=', eventId).execute();
  await db.deleteFrom('event_registration_settings').where('event_id', '=', eventId).execute();
}

/**
 * Ends an unconfirmed request that gives way to another registration of its mailbox (a newer
 * request, or a paid one); `note` says which, for the organizers. Only while it is still
 * unconfirmed: a request confirmed meanwhile keeps its place.
 */
export async function endReplacedRequest(
  trx: Pick<QueryCreator<Database>, 'updateTable'>,
  id: number,
  note: string,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('event_registrations')
    .set({ status: 'expired', hold_until: null, confirm_token_hash: null, note, updated_at: at.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'unconfirmed')
    .execute();
}
