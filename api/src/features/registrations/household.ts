import { foldEmail, REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '@wado/shared/contract';
import type { EspaceRegistration, PublicRegistration } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';
import { parisDay } from '../paging';
import { cancelByRegistrant, type PlaceOptions } from './places';
import { isActive, publicRegistrationOf } from './store';

const REGISTRATION_NOT_IN_HOUSEHOLD = 'Cette inscription est introuvable dans votre espace.';

/** « Mon espace »: the registrations to events made with an address of `mailbox`, newest first. */
export async function householdRegistrations(db: Db, mailbox: string, now: Date): Promise<EspaceRegistration[]> {
  const rows = await db
    .selectFrom('event_registrations')
    .innerJoin('events', 'events.id', 'event_registrations.event_id')
    .select([
      'event_registrations.reference',
      'event_registrations.created_at',
      'event_registrations.first_name',
      'event_registrations.last_name',
      'event_registrations.status',
      'event_registrations.amount_cents',
      'events.title',
      'events.slug',
      'events.start_date',
      'events.end_date',
    ])
    .where('event_registrations.email_key', '=', foldEmail(mailbox))
    .orderBy('event_registrations.created_at', 'desc')
    .orderBy('event_registrations.id', 'desc')
    .execute();
  const today = parisDay(now);
  return rows.map((row) => ({
    reference: row.reference,
    createdAt: row.created_at,
    event: { title: row.title, slug: row.slug, startDate: row.start_date },
    firstName: row.first_name,
    lastName: row.last_name,
    status: row.status,
    statusLabel: REGISTRATION_STATUS_LABELS[row.status as RegistrationStatus] ?? row.status,
    amountCents: row.amount_cents,
    cancellable: isActive(row.status) && row.end_date >= today,
  }));
}

/** Cancels a registration of the mailbox, as its registered person would from her own page. */
export async function cancelHouseholdRegistration(
  db: Db,
  mailbox: string,
  reference: string,
  options: PlaceOptions,
): Promise<void> {
  const row = await db
    .selectFrom('event_registrations')
    .select('id')
    .where('reference', '=', reference)
    .where('email_key', '=', foldEmail(mailbox))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, REGISTRATION_NOT_IN_HOUSEHOLD);
  await cancelByRegistrant(db, row.id, options);
}

/**
 * « Mon espace »: one registration of the mailbox as its own page shows it (its hold, whether it can
 * be paid now, the secret of its link, which the registrant was e-mailed), so that the space pays it
 * through the page's own checkout. Another mailbox's: 404.
 */
export async function householdRegistration(
  db: Db,
  mailbox: string,
  reference: string,
  options: { now: Date; cardPayments: boolean },
): Promise<PublicRegistration> {
  const row = await db
    .selectFrom('event_registrations')
    .selectAll()
    .where('reference', '=', reference)
    .where('email_key', '=', foldEmail(mailbox))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, REGISTRATION_NOT_IN_HOUSEHOLD);
  return publicRegistrationOf(db, row, options);
}
