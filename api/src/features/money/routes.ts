import {
  DONATION_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  REGISTRATION_STATUS_LABELS,
  type DonationStatus,
  type MoneyFilters,
  type MoneyKind,
  type MoneyLine,
  type OrderStatus,
  type RegistrationStatus,
  ACCESS,
} from '@wado/shared/contract';
import { MoneyExportQuery, MoneyQuery, MoneyReport, TextDocument } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { requireRoles } from '../auth';
import { csvDateTime, csvDocument, euros } from '../exports';
import { parisDay } from '../paging';

const WHAT_OF_ORDER = 'Commande de la boutique';
const WHAT_OF_DONATION = 'Don';

/** The shop's paid orders: paid when their history first says so, whatever they became since. */
async function paidOrders(db: Db): Promise<MoneyLine[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_status_history as paid', (join) =>
      join.onRef('paid.order_id', '=', 'orders.id').on('paid.status', '=', 'paid'),
    )
    .select((eb) => [
      'orders.reference',
      'orders.status',
      'orders.first_name',
      'orders.last_name',
      'orders.email',
      'orders.payment_method',
      'orders.total_cents',
      eb.fn.min('paid.at').as('paid_at'),
    ])
    .groupBy([
      'orders.id',
      'orders.reference',
      'orders.status',
      'orders.first_name',
      'orders.last_name',
      'orders.email',
      'orders.payment_method',
      'orders.total_cents',
    ])
    .execute();
  return rows.map((row) => ({
    kind: 'order',
    reference: row.reference,
    paidAt: String(row.paid_at),
    what: WHAT_OF_ORDER,
    payer: `${row.first_name} ${row.last_name}`,
    email: row.email,
    method: row.payment_method,
    amountCents: row.total_cents,
    status: ORDER_STATUS_LABELS[row.status as OrderStatus] ?? row.status,
  }));
}

/** Registrations to events whose payment HelloAsso confirmed. */
async function paidRegistrations(db: Db): Promise<MoneyLine[]> {
  const rows = await db
    .selectFrom('event_registrations')
    .innerJoin('events', 'events.id', 'event_registrations.event_id')
    .select([
      'event_registrations.reference',
      'event_registrations.status',
      'event_registrations.first_name',
      'event_registrations.last_name',
      'event_registrations.email',
      'event_registrations.paid_cents',
      'event_registrations.paid_at',
      'events.title',
    ])
    .where('event_registrations.paid_at', 'is not', null)
    .where('event_registrations.paid_cents', '>', 0)
    .execute();
  return rows.map((row) => ({
    kind: 'registration',
    reference: row.reference,
    paidAt: row.paid_at!,
    what: `Inscription : ${row.title}`,
    payer: `${row.first_name} ${row.last_name}`,
    email: row.email,
    method: 'card',
    amountCents: row.paid_cents!,
    status: REGISTRATION_STATUS_LABELS[row.status as RegistrationStatus] ?? row.status,
  }));
}

/** Donations made online (HelloAsso). */
async function paidDonations(db: Db): Promise<MoneyLine[]> {
  const rows = await db
    .selectFrom('donations')
    .select(['reference', 'status', 'first_name', 'last_name', 'email', 'amount_cents', 'paid_at'])
    .where('paid_at', 'is not', null)
    .execute();
  return rows.map((row) => ({
    kind: 'donation',
    reference: row.reference,
    paidAt: row.paid_at!,
    what: WHAT_OF_DONATION,
    payer: `${row.first_name} ${row.last_name}`,
    email: row.email,
    method: 'card',
    amountCents: row.amount_cents,
    status: DONATION_STATUS_LABELS[row.status as DonationStatus] ?? row.status,
  }));
}

/** The clubs' seasons paid (affiliation and licences), by card or by a transfer recorded as received. */
async function paidSeasons(db: Db): Promise<MoneyLine[]> {
  const rows = await db
    .selectFrom('season_payments')
    .innerJoin('clubs', 'clubs.id', 'season_payments.club_id')
    .innerJoin('membership_seasons', 'membership_seasons.id', 'season_payments.season_id')
    .select([
      'season_payments.reference',
      'season_payments.method',
      'season_payments.total_cents',
      'season_payments.paid_at',
      'season_payments.created_by',
      'clubs.name as club',
      'membership_seasons.label as season',
    ])
    .where('season_payments.status', '=', 'paid')
    .where('season_payments.paid_at', 'is not', null)
    .execute();
  return rows.map((row) => ({
    kind: 'season',
    reference: row.reference,
    paidAt: row.paid_at!,
    what: `Saison ${row.season} : ${row.club}`,
    payer: row.club,
    email: row.created_by,
    method: row.method,
    amountCents: row.total_cents,
    status: SEASON_PAID_STATUS,
  }));
}

const SEASON_PAID_STATUS = 'Payée, licences délivrées';

/** The clubs' competition entries paid, by card or by a transfer recorded as received. */
async function paidEntries(db: Db): Promise<MoneyLine[]> {
  const rows = await db
    .selectFrom('competition_payments')
    .innerJoin('clubs', 'clubs.id', 'competition_payments.club_id')
    .innerJoin('events', 'events.id', 'competition_payments.event_id')
    .select([
      'competition_payments.reference',
      'competition_payments.method',
      'competition_payments.total_cents',
      'competition_payments.paid_at',
      'competition_payments.created_by',
      'clubs.name as club',
      'events.title',
    ])
    .where('competition_payments.status', '=', 'paid')
    .where('competition_payments.paid_at', 'is not', null)
    .execute();
  return rows.map((row) => ({
    kind: 'competition',
    reference: row.reference,
    paidAt: row.paid_at!,
    what: `Inscriptions à ${row.title} : ${row.club}`,
    payer: row.club,
    email: row.created_by,
    method: row.method,
    amountCents: row.total_cents,
    status: 'Payées, inscriptions confirmées',
  }));
}

const SOURCES: Record<MoneyKind, (db: Db) => Promise<MoneyLine[]>> = {
  order: paidOrders,
  registration: paidRegistrations,
  donation: paidDonations,
  season: paidSeasons,
  competition: paidEntries,
};

/**
 * Every payment the filters keep, newest first. Read whole and filtered here: the day of a
 * payment is its day in Paris, which SQLite and PostgreSQL would each compute their own way, and
 * an association's year is a few thousand payments.
 */
export async function moneyLines(db: Db, { from, to, kind }: MoneyFilters): Promise<MoneyLine[]> {
  const kinds = kind ? [kind] : (Object.keys(SOURCES) as MoneyKind[]);
  const lines = (await Promise.all(kinds.map((name) => SOURCES[name](db)))).flat();
  return lines
    .filter((line) => {
      const day = parisDay(new Date(line.paidAt));
      return (!from || day >= from) && (!to || day <= to);
    })
    .sort((a, b) => b.paidAt.localeCompare(a.paidAt) || b.reference.localeCompare(a.reference));
}

const KIND_LABELS: Record<MoneyKind, string> = {
  order: 'Commande',
  registration: 'Inscription',
  donation: 'Don',
  season: 'Saison de club',
  competition: 'Inscriptions à une compétition',
};
const METHOD_LABELS: Record<string, string> = { card: 'Carte (HelloAsso)', transfer: 'Virement', cheque: 'Chèque' };

const CSV_HEADER = [
  'Payé le',
  'Type',
  'Référence',
  'Objet',
  'Payeur',
  'E-mail',
  'Moyen de paiement',
  'Montant (€)',
  'Statut',
];

export function moneyCsv(lines: MoneyLine[]): string {
  return csvDocument(
    CSV_HEADER,
    lines.map((line) => [
      csvDateTime(line.paidAt),
      KIND_LABELS[line.kind],
      line.reference,
      line.what,
      line.payer,
      line.email,
      METHOD_LABELS[line.method] ?? line.method,
      euros(line.amountCents),
      line.status,
    ]),
  );
}

/** `GET /api/admin/money` and its export: the treasurer's one view of what was paid. */
export async function moneyRoutes(app: Api, { db, publicUrl }: { db: Db; publicUrl: string }) {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onRequest', requireRoles(ACCESS.treasury, { publicUrl }));

  app.get(
    '/api/admin/money',
    { schema: { querystring: MoneyQuery, response: { 200: MoneyReport } } },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      const lines = await moneyLines(db, filters);
      const byKind: Record<MoneyKind, number> = { order: 0, registration: 0, donation: 0, season: 0, competition: 0 };
      for (const line of lines) byKind[line.kind] += line.amountCents;
      return {
        items: lines.slice((page - 1) * limit, page * limit),
        page,
        limit,
        total: lines.length,
        pages: Math.ceil(lines.length / limit),
        totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
        byKind,
      };
    },
  );

  app.get(
    '/api/admin/money.csv',
    { schema: { querystring: MoneyExportQuery, response: { 200: TextDocument('text/csv') } } },
    async (request, reply) => {
      const lines = await moneyLines(db, request.query);
      const day = parisDay(app.clock.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="paiements-${day}.csv"`)
        .send(moneyCsv(lines));
    },
  );
}
