import { randomBytes, randomInt } from 'node:crypto';
import {
  ACTIVE_REGISTRATION_STATUSES,
  foldEmail,
  formatDateAndTime,
  LICENCE_NOT_RECOGNISED,
  normalizeEmail,
  PAID_REGISTRATION_UNAVAILABLE,
  REGISTRATION_CONFIRM_HOURS,
  REGISTRATION_REQUESTS_PER_MAILBOX_PER_HOUR,
  validateRegistration,
  type RegistrationRequest,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { lockForTransaction } from '../../db/dialect';
import { HttpError } from '../errors';
import { requestHash } from '../idempotency';
import { findActiveMember } from '../members';
import { isPublic } from '../media';
import { parisDay } from '../paging';
import { enqueueMail } from '../mail';
import { hashToken } from '../newsletter';
import { confirmationRequestEmail } from './emails';
import { lockEventPlaces, mailContextOf } from './places';
import {
  countsOf,
  endReplacedRequest,
  findSettings,
  settingsOf,
  type EventRow,
  type RegistrationRow,
  type SettingsRow,
} from './store';

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `IN-${code}`;
}

export const EVENT_NOT_FOUND = 'Cet événement est introuvable.';
export const NO_ONLINE_REGISTRATION = 'Cet événement ne prend pas d’inscriptions sur le site.';
export const EVENT_FINISHED = 'Cet événement est terminé : les inscriptions sont closes.';
export const REGISTRATIONS_CLOSED = 'Les inscriptions à cet événement sont closes.';
export const DEADLINE_PASSED = 'La date limite d’inscription à cet événement est passée.';
export const EVENT_FULL =
  'Il n’y a plus de place : l’événement est complet. Vous pouvez vous inscrire sur la liste d’attente.';
export const ALREADY_REGISTERED =
  'Une inscription à cette adresse e-mail existe déjà pour cet événement : retrouvez-la grâce au lien reçu par e-mail.';
/** The page of a registration's confirmation link (`confirm.ts`). */
export const REGISTRATION_CONFIRM_PATH = '/api/registration/confirm';
export const registrationConfirmLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${REGISTRATION_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
export const KEY_REUSED =
  'Cette clé d’inscription a déjà servi pour une autre inscription. Rechargez la page pour repartir d’un formulaire neuf.';

/** The published event of `slug` and its registration settings; 404 when either is missing. */
export async function publicEventWithSettings(
  db: Db,
  slug: string,
  now: Date,
): Promise<{ event: EventRow; settings: SettingsRow }> {
  const event = await db
    .selectFrom('events')
    .selectAll()
    .where('slug', '=', slug)
    .where(isPublic('events', now))
    .executeTakeFirst();
  if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
  const settings = await findSettings(db, event.id);
  if (!settings) throw new HttpError(404, NO_ONLINE_REGISTRATION);
  return { event, settings };
}

/** Refuses a registration the event's state does not allow (checked again under the lock). */
function assertOpen(event: EventRow, settings: SettingsRow, now: Date): void {
  if (event.end_date < parisDay(now)) throw new HttpError(409, EVENT_FINISHED);
  if (settings.status === 'closed') throw new HttpError(409, REGISTRATIONS_CLOSED);
  if (Date.parse(settings.deadline) <= now.getTime()) throw new HttpError(409, DEADLINE_PASSED);
}

export const TOO_MANY_REQUESTS_FOR_MAILBOX =
  'Plusieurs demandes d’inscription ont déjà été faites avec cette adresse e-mail dans l’heure : confirmez votre inscription depuis le dernier e-mail reçu, ou réessayez dans une heure.';

/** A new secret for a link, and what is kept of it (a copy of the database confirms nobody). */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

/**
 * Registers a visitor for a published event: checks the form (400, per field), the licence
 * (licence holders' price, never on the visitor's word), the event's state; then, in one
 * transaction under the mailbox's and the event's locks, replays an earlier answer for the same
 * idempotency key, or refuses a second registration of the same mailbox (`foldEmail`: `jean+1@`
 * is `jean@`), or a mailbox that already got `REGISTRATION_REQUESTS_PER_MAILBOX_PER_HOUR` requests
 * in the hour (429); refuses a full event unless the visitor joins the waiting list; then writes
 * the registration `unconfirmed` — it takes no place — with the e-mail whose link confirms it
 * (`confirm.ts`). An earlier unconfirmed request of the same mailbox for the event ends: the newer
 * one replaces it. A paid event may be paid at once (the payment takes the place, `places.ts`).
 */
export async function register(
  db: Db,
  slug: string,
  body: RegistrationRequest,
  idempotencyKey: string,
  options: { now: Date; publicUrl: string; cardPayments: boolean },
): Promise<{ created: boolean; registration: RegistrationRow }> {
  const { now } = options;
  const { event, settings } = await publicEventWithSettings(db, slug, now);
  const { questions } = settingsOf(settings);
  const errors = validateRegistration(body, questions);
  const firstError = Object.values(errors)[0];
  if (firstError) throw new HttpError(400, firstError);
  assertOpen(event, settings, now);

  const licence = questions.licence ? (body.licenceNumber ?? '').trim() : '';
  const member = licence ? await findActiveMember(db, licence, body.lastName, now) : null;
  if (licence && !member) throw new HttpError(400, LICENCE_NOT_RECOGNISED);
  const email = normalizeEmail(body.email);
  const fields = {
    first_name: body.firstName.trim(),
    last_name: body.lastName.trim(),
    email,
    email_key: foldEmail(email),
    licence_number: member?.licenceNumber ?? null,
    member_pricing: member ? 1 : 0,
    club: questions.club ? (body.club ?? '').trim() : '',
    grade: questions.grade ? (body.grade ?? null) : null,
    category: questions.category ? (body.category ?? null) : null,
  };
  const hash = requestHash({ event: slug, ...body });

  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, `registration-key:${idempotencyKey}`);
    const earlier = await trx
      .selectFrom('event_registrations')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.request_hash !== hash) throw new HttpError(409, KEY_REUSED);
      return { created: false, registration: earlier };
    }
    // The mailbox's requests are counted across events: one request at a time per mailbox.
    await lockForTransaction(trx, `registration-mailbox:${fields.email_key}`);
    await lockEventPlaces(trx, event.id);
    // Read again under the lock: the organizers may have closed or changed them meanwhile.
    const current = await findSettings(trx, event.id);
    if (!current) throw new HttpError(404, NO_ONLINE_REGISTRATION);
    assertOpen(event, current, now);
    const amount = member ? current.member_price_cents : current.price_cents;
    if (amount > 0 && !options.cardPayments) throw new HttpError(409, PAID_REGISTRATION_UNAVAILABLE);
    const sameMailbox = trx
      .selectFrom('event_registrations')
      .select('id')
      .where('event_id', '=', event.id)
      .where('email_key', '=', fields.email_key);
    if (await sameMailbox.where('status', 'in', [...ACTIVE_REGISTRATION_STATUSES]).executeTakeFirst()) {
      throw new HttpError(409, ALREADY_REGISTERED);
    }
    const { n: requestsThisHour } = await trx
      .selectFrom('event_registrations')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('email_key', '=', fields.email_key)
      .where('created_at', '>', new Date(now.getTime() - 3_600_000).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(requestsThisHour) >= REGISTRATION_REQUESTS_PER_MAILBOX_PER_HOUR) {
      throw new HttpError(429, TOO_MANY_REQUESTS_FOR_MAILBOX);
    }
    const { taken } = await countsOf(trx, event.id);
    if (taken >= current.capacity && body.joinWaitingList !== true) throw new HttpError(409, EVENT_FULL);

    const at = now.toISOString();
    const replaced = await sameMailbox.where('status', '=', 'unconfirmed').executeTakeFirst();
    if (replaced) {
      const note = `Remplacée le ${formatDateAndTime(now)} par une nouvelle demande de la même adresse`;
      await endReplacedRequest(trx, replaced.id, note, now);
    }
    let reference = newReference();
    while (
      await trx.selectFrom('event_registrations').select('id').where('reference', '=', reference).executeTakeFirst()
    )
      reference = newReference();
    const confirmation = newConfirmToken();
    const row = await trx
      .insertInto('event_registrations')
      .values({
        event_id: event.id,
        reference,
        token: randomBytes(24).toString('base64url'),
        idempotency_key: idempotencyKey,
        request_hash: hash,
        status: 'unconfirmed',
        ...fields,
        amount_cents: amount,
        hold_until: new Date(now.getTime() + REGISTRATION_CONFIRM_HOURS * 3_600_000).toISOString(),
        confirm_token_hash: confirmation.hash,
        paid_cents: null,
        paid_at: null,
        note: '',
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const context = await mailContextOf(trx, event.id, options.publicUrl);
    await enqueueMail(
      trx,
      confirmationRequestEmail(row, registrationConfirmLink(options.publicUrl, confirmation.token), context),
      now,
    );
    return { created: true, registration: row };
  });
}
