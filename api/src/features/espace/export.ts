/**
 * « Vos données »: everything the site holds on a mailbox, table by table, for its owner to
 * download (right of access and portability): the household's licensees and licences, the
 * orders with their lines and history, the registrations, the donations, the newsletter
 * subscription and the space's own sign-ins. Secrets (tokens, hashes) and the ids that only join
 * tables are left out; what the accounts must keep is said in the privacy policy. The same content
 * is laid out for a person in `exportPdf.ts`.
 */
import { foldEmail } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { householdMembers } from '../licensees';
import { householdCompetitionEntries } from '../competitions';

/** Rows whose address column reaches `mailbox`: one query by domain, then the exact mailbox. */
const ofMailbox = <Row extends { email: string }>(rows: Row[], mailbox: string) =>
  rows.filter((row) => foldEmail(row.email) === mailbox);

export async function householdExport(db: Db, mailbox: string, now: Date) {
  const domain = `%@${mailbox.slice(mailbox.lastIndexOf('@') + 1)}`;
  const members = await householdMembers(db, mailbox);
  const memberIds = members.map((member) => member.licenseeId);
  const licensees = memberIds.length
    ? await db
        .selectFrom('licensees')
        .innerJoin('clubs', 'clubs.id', 'licensees.club_id')
        .select([
          'licensees.id',
          'licensees.first_name',
          'licensees.last_name',
          'licensees.birth_date',
          'licensees.sex',
          'licensees.grade',
          'licensees.discipline',
          'licensees.email',
          'licensees.created_at',
          'licensees.updated_at',
          'clubs.name as club',
        ])
        .where('licensees.id', 'in', memberIds)
        .execute()
    : [];
  const licences = memberIds.length
    ? await db
        .selectFrom('licences')
        .innerJoin('membership_seasons', 'membership_seasons.id', 'licences.season_id')
        .innerJoin('clubs', 'clubs.id', 'licences.club_id')
        .select([
          'licences.licensee_id',
          'membership_seasons.label as season',
          'clubs.name as club',
          'licences.status',
          'licences.number',
          'licences.requested_at',
          'licences.issued_at',
        ])
        .where('licences.licensee_id', 'in', memberIds)
        .orderBy('membership_seasons.starts_on')
        .execute()
    : [];

  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'reference',
      'status',
      'created_at',
      'updated_at',
      'first_name',
      'last_name',
      'email',
      'phone',
      'address',
      'address_more',
      'postcode',
      'city',
      'delivery',
      'payment_method',
      'licence_number',
      'subtotal_cents',
      'shipping_cents',
      'total_cents',
    ])
    .where('email_key', '=', mailbox)
    .orderBy('created_at')
    .execute();
  const orderIds = orders.map((order) => order.id);
  const [lines, history] = orderIds.length
    ? await Promise.all([
        db
          .selectFrom('order_lines')
          .select(['order_id', 'item_name', 'variant_label', 'quantity', 'unit_price_cents', 'line_total_cents'])
          .where('order_id', 'in', orderIds)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('order_status_history')
          .select(['order_id', 'status', 'at', 'note'])
          .where('order_id', 'in', orderIds)
          .orderBy('id')
          .execute(),
      ])
    : [[], []];

  const registrations = await db
    .selectFrom('event_registrations')
    .innerJoin('events', 'events.id', 'event_registrations.event_id')
    .select([
      'event_registrations.reference',
      'events.title as event',
      'event_registrations.status',
      'event_registrations.first_name',
      'event_registrations.last_name',
      'event_registrations.email',
      'event_registrations.licence_number',
      'event_registrations.club',
      'event_registrations.grade',
      'event_registrations.category',
      'event_registrations.amount_cents',
      'event_registrations.paid_cents',
      'event_registrations.paid_at',
      'event_registrations.note',
      'event_registrations.created_at',
    ])
    .where('event_registrations.email_key', '=', mailbox)
    .orderBy('event_registrations.created_at')
    .execute();

  const donations = ofMailbox(
    await db
      .selectFrom('donations')
      .select([
        'reference',
        'status',
        'amount_cents',
        'first_name',
        'last_name',
        'email',
        'address',
        'postcode',
        'city',
        'created_at',
        'paid_at',
        'receipt_number',
      ])
      .where((eb) => eb(eb.fn('lower', ['email']), 'like', domain))
      .orderBy('created_at')
      .execute(),
    mailbox,
  );

  const newsletter = await db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'consented_at', 'form_version', 'source_page', 'confirmed_at'])
    .where('email_key', '=', mailbox)
    .execute();
  const signIns = await db
    .selectFrom('espace_sessions')
    .select(['created_at', 'last_seen_at'])
    .where('mailbox', '=', mailbox)
    .orderBy('created_at')
    .execute();

  // Entries to competitions, made by the licensees' clubs.
  const competitionEntries = await householdCompetitionEntries(db, memberIds);

  return {
    exportedAt: now.toISOString(),
    email: mailbox,
    licensees: licensees.map((licensee) => ({
      ...licensee,
      licences: licences
        .filter((licence) => licence.licensee_id === licensee.id)
        .map(({ licensee_id: _, ...rest }) => rest),
    })),
    orders: orders.map(({ id, ...order }) => ({
      ...order,
      lines: lines.filter((line) => line.order_id === id).map(({ order_id: _, ...rest }) => rest),
      history: history.filter((step) => step.order_id === id).map(({ order_id: _, ...rest }) => rest),
    })),
    registrations,
    competitionEntries,
    donations,
    newsletter,
    espaceSignIns: signIns,
  };
}

/** What `householdExport` gives: the JSON file, and what the PDF lays out. */
export type HouseholdExport = Awaited<ReturnType<typeof householdExport>>;
