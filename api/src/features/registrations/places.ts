/**
 * The places of an event: every change that takes or frees one runs in one transaction under the
 * event's lock (`lockForTransaction`, the same on every replica; SQLite has one writer anyway), so
 * that the count compared with the capacity is the one the write is made against. A place freed
 * (cancellation, expiry, capacity raised) goes at once, in the same transaction, to the first
 * person of the waiting list.
 */
import {
  ACTIVE_REGISTRATION_STATUSES,
  formatDateAndTime,
  formatPrice,
  PROMOTION_HOLD_HOURS,
  REGISTRATION_STATUS_LABELS,
  type RegistrationStatus,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { lockForTransaction } from '../../db/dialect';
import { HttpError } from '../errors';
import { dropDeferredMail, enqueueMail } from '../mail';
import { parisDay } from '../paging';
import { readSiteSettings } from '../settings';
import { registrationEmail, type MailContext, type RegistrationMailKind } from './emails';
import {
  countsOf,
  endReplacedRequest,
  findSettings,
  isActive,
  isPlaceTaking,
  waitingRanks,
  type RegistrationRow,
} from './store';

export interface PlaceOptions {
  now: Date;
  publicUrl: string;
}

/** One transaction at a time per event for everything that counts its places. */
export const lockEventPlaces = (trx: Db, eventId: number) => lockForTransaction(trx, `event-registrations:${eventId}`);

export async function mailContextOf(trx: Db, eventId: number, publicUrl: string): Promise<MailContext> {
  const event = await trx.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirstOrThrow();
  return { event, settings: await readSiteSettings(trx), publicUrl };
}

/**
 * How long after confirming the address the e-mail with the payment link waits: most registrants
 * pay at once, from the page they are on, and then get the confirmation alone, not a « to pay »
 * e-mail followed a minute later by « paid ».
 */
export const PAYMENT_LINK_EMAIL_DELAY_MINUTES = 10;

/**
 * Queues the registrant's e-mail about `row` (as it is after the change); a payment-link e-mail
 * still waiting its delay is dropped, this one says what is true now.
 */
export async function mailRegistrant(
  trx: Db,
  kind: RegistrationMailKind,
  row: RegistrationRow,
  options: PlaceOptions,
  context?: MailContext,
): Promise<void> {
  const ctx = context ?? (await mailContextOf(trx, row.event_id, options.publicUrl));
  const waitingRank = kind === 'waiting' ? (await waitingRanks(trx, row.event_id)).get(row.id) : undefined;
  const mail = registrationEmail(kind, row, ctx, { waitingRank });
  await dropDeferredMail(trx, mail.topic, options.now);
  const notBefore =
    kind === 'awaiting_payment'
      ? new Date(options.now.getTime() + PAYMENT_LINK_EMAIL_DELAY_MINUTES * 60_000)
      : undefined;
  await enqueueMail(trx, mail, options.now, { notBefore });
}

/**
 * Gives the free places of the event to its waiting list, oldest first: a free registration is
 * confirmed, a paid one awaits its payment for PROMOTION_HOLD_HOURS. Nobody is promoted once the
 * event is over. Call it under the event's lock; returns the references promoted.
 */
export async function promoteWaiting(trx: Db, eventId: number, options: PlaceOptions): Promise<string[]> {
  const settings = await findSettings(trx, eventId);
  if (!settings) return [];
  const context = await mailContextOf(trx, eventId, options.publicUrl);
  if (context.event.end_date < parisDay(options.now)) return [];
  let free = settings.capacity - (await countsOf(trx, eventId)).taken;
  const promoted: string[] = [];
  const at = options.now.toISOString();
  while (free > 0) {
    const next = await trx
      .selectFrom('event_registrations')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('status', '=', 'waiting')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) break;
    const paid = next.amount_cents > 0;
    const changes = paid
      ? {
          status: 'pending_payment',
          hold_until: new Date(options.now.getTime() + PROMOTION_HOLD_HOURS * 3_600_000).toISOString(),
        }
      : { status: 'confirmed', hold_until: null };
    await trx
      .updateTable('event_registrations')
      .set({ ...changes, updated_at: at })
      .where('id', '=', next.id)
      .where('status', '=', 'waiting')
      .execute();
    await mailRegistrant(
      trx,
      paid ? 'promoted_to_pay' : 'promoted_confirmed',
      { ...next, ...changes, updated_at: at },
      options,
      context,
    );
    promoted.push(next.reference);
    free -= 1;
  }
  return promoted;
}

/**
 * Cancels a registration still alive (confirmed, awaiting payment or waiting), frees its place
 * and gives it to the waiting list. False when it had already changed (nothing is written).
 * Call it under the event's lock.
 */
export async function cancelRegistration(
  trx: Db,
  row: RegistrationRow,
  by: 'registrant' | 'organizer',
  options: PlaceOptions,
): Promise<boolean> {
  if (!isActive(row.status)) return false;
  const at = options.now.toISOString();
  const note =
    by === 'registrant'
      ? `Annulée par la personne inscrite le ${formatDateAndTime(options.now)}`
      : `Annulée par l’organisation le ${formatDateAndTime(options.now)}`;
  const changed = await trx
    .updateTable('event_registrations')
    .set({ status: 'cancelled', hold_until: null, note, updated_at: at })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return false;
  const cancelled = { ...row, status: 'cancelled', hold_until: null, note, updated_at: at };
  await mailRegistrant(
    trx,
    by === 'registrant' ? 'cancelled_by_registrant' : 'cancelled_by_organizer',
    cancelled,
    options,
  );
  if (isPlaceTaking(row.status)) await promoteWaiting(trx, row.event_id, options);
  return true;
}

/**
 * Ends a registration whose address was not confirmed in time: it held nothing, so nobody is told
 * (its owner may never have asked for it). False when it was confirmed or paid meanwhile.
 */
export async function expireUnconfirmed(trx: Db, row: RegistrationRow, options: PlaceOptions): Promise<boolean> {
  const at = options.now.toISOString();
  const changed = await trx
    .updateTable('event_registrations')
    .set({
      status: 'expired',
      hold_until: null,
      confirm_token_hash: null,
      note: `Expirée le ${formatDateAndTime(options.now)} : adresse e-mail non confirmée dans le délai`,
      updated_at: at,
    })
    .where('id', '=', row.id)
    .where('status', '=', 'unconfirmed')
    .where('hold_until', '<=', at)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

/**
 * Ends a registration whose held place was not paid in time, frees the place and gives it to the
 * waiting list. False when it was paid, cancelled or given more time meanwhile. Under the event's lock.
 */
export async function expireRegistration(trx: Db, row: RegistrationRow, options: PlaceOptions): Promise<boolean> {
  const at = options.now.toISOString();
  const note = `Expirée le ${formatDateAndTime(options.now)} : paiement non reçu dans le délai`;
  const changed = await trx
    .updateTable('event_registrations')
    .set({ status: 'expired', hold_until: null, note, updated_at: at })
    .where('id', '=', row.id)
    .where('status', '=', 'pending_payment')
    .where('hold_until', '<=', at)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return false;
  await mailRegistrant(trx, 'expired', { ...row, status: 'expired', hold_until: null, note, updated_at: at }, options);
  await promoteWaiting(trx, row.event_id, options);
  return true;
}

/**
 * What « paid » means for a registration (`cardPayments.onPaid('registration', …)`), in the
 * transaction that records the payment, once per payment: awaiting payment → confirmed, with its
 * e-mail and the event's `.ics`. A payment that arrives after the registration expired or was
 * cancelled confirms it when a place is still free; otherwise the registration keeps its status,
 * the payment is noted for the organizers to refund, and the registrant is told.
 */
export async function registrationPaid(
  trx: Db,
  reference: string,
  payment: { amountCents: number; at: Date },
  publicUrl: string,
): Promise<void> {
  const found = await trx
    .selectFrom('event_registrations')
    .select('event_id')
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!found) return;
  await lockEventPlaces(trx, found.event_id);
  const row = await trx
    .selectFrom('event_registrations')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const at = payment.at.toISOString();
  const options = { now: payment.at, publicUrl };
  const paid = { paid_cents: payment.amountCents, paid_at: at, updated_at: at };
  if (row.status === 'confirmed' || row.status === 'waiting') {
    // Confirmed already (another payment of it): the payment is kept beside it for the organizers.
    await trx
      .updateTable('event_registrations')
      .set({ ...paid, note: `Paiement supplémentaire reçu le ${formatDateAndTime(payment.at)} : à rembourser` })
      .where('id', '=', row.id)
      .execute();
    return;
  }
  const sameMailbox = trx
    .selectFrom('event_registrations')
    .select('id')
    .where('event_id', '=', row.event_id)
    .where('email_key', '=', row.email_key)
    .where('id', '<>', row.id);
  let confirm = row.status === 'pending_payment';
  if (!confirm) {
    const settings = await findSettings(trx, row.event_id);
    const counts = await countsOf(trx, row.event_id);
    // Not beside another live registration of the same mailbox (one per person and event).
    const alive = await sameMailbox.where('status', 'in', [...ACTIVE_REGISTRATION_STATUSES]).executeTakeFirst();
    confirm = settings !== undefined && counts.waiting === 0 && counts.taken < settings.capacity && !alive;
  }
  if (confirm) {
    // A later request of the same mailbox, not confirmed, gives way to this paid one.
    const newer = await sameMailbox.where('status', '=', 'unconfirmed').executeTakeFirst();
    if (newer) {
      const note = `Remplacée le ${formatDateAndTime(payment.at)} par l’inscription payée ${row.reference}`;
      await endReplacedRequest(trx, newer.id, note, new Date(at));
    }
    const changes = { ...paid, status: 'confirmed', hold_until: null, note: '', confirm_token_hash: null };
    await trx.updateTable('event_registrations').set(changes).where('id', '=', row.id).execute();
    await mailRegistrant(trx, 'confirmed', { ...row, ...changes }, options);
    return;
  }
  const note = `Paiement de ${formatPrice(payment.amountCents)} reçu le ${formatDateAndTime(payment.at)}, après la fin de l’inscription : à rembourser`;
  // A request not confirmed yet whose payment finds no place left ends there: it is refunded.
  const ended = row.status === 'unconfirmed' ? { status: 'expired', hold_until: null, confirm_token_hash: null } : {};
  await trx
    .updateTable('event_registrations')
    .set({ ...paid, ...ended, note })
    .where('id', '=', row.id)
    .execute();
  await mailRegistrant(trx, 'paid_too_late', { ...row, ...paid, ...ended, note }, options);
}

const CANNOT_CANCEL = (status: RegistrationStatus) =>
  `Cette inscription ne peut plus être annulée : elle est « ${REGISTRATION_STATUS_LABELS[status].toLowerCase()} ».`;
const EVENT_OVER = 'Cet événement est terminé : l’inscription ne peut plus être annulée.';

/**
 * The registered person cancels (from her registration's page, or from « Mon espace »): refused
 * (409) once the event is over or the registration no longer holds a place; the next on the
 * waiting list is offered the place, as `cancelRegistration` does. The caller notifies the mailer.
 */
export async function cancelByRegistrant(db: Db, registrationId: number, options: PlaceOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('event_registrations')
      .select('event_id')
      .where('id', '=', registrationId)
      .executeTakeFirstOrThrow();
    await lockEventPlaces(trx, found.event_id);
    const row = await trx
      .selectFrom('event_registrations')
      .selectAll()
      .where('id', '=', registrationId)
      .executeTakeFirstOrThrow();
    const event = await trx
      .selectFrom('events')
      .select('end_date')
      .where('id', '=', row.event_id)
      .executeTakeFirstOrThrow();
    if (event.end_date < parisDay(options.now)) throw new HttpError(409, EVENT_OVER);
    if (!(await cancelRegistration(trx, row, 'registrant', options))) {
      throw new HttpError(409, CANNOT_CANCEL(row.status as RegistrationStatus));
    }
  });
}
