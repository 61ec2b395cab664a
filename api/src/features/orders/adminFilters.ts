import { sql, type RawBuilder } from 'kysely';
import type { AdminOrderEmail, AdminOrderFilters, AdminOrderQuery } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';

const PARIS_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-03-29 00:00` for an instant: its wall-clock time in Paris. */
function parisWallClock(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    PARIS_PARTS.formatToParts(instant).find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * The instant (ISO, UTC) a day starts in Paris, or null when the day does not exist
 * (`2026-02-30`). Midnight is never skipped in Paris: the clocks change at 2 or 3 a.m.
 */
export function parisDayStart(day: string): string | null {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(midnightUtc - offsetHours * 3_600_000);
    if (parisWallClock(candidate) === `${day} 00:00`) return candidate.toISOString();
  }
  return null;
}

/** The day after `day` (`YYYY-MM-DD`). */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

function dayStartOrRefuse(day: string): string {
  const start = parisDayStart(day);
  if (start === null) throw new HttpError(400, `La date du ${day} n'existe pas.`);
  return start;
}

/** `%` and `_` typed in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The orders the treasurer's filters keep (list and CSV export alike): a status, a payment
 * method, days of placement in Paris time (both ends included), and a text found in the
 * reference, the buyer's first name, last name, full name or e-mail address, case ignored.
 * A range that ends before it starts is refused (400).
 */
export function filteredOrders(db: Db, filters: AdminOrderFilters | AdminOrderQuery) {
  const { status, payment, q, from, to } = filters;
  const start = from ? dayStartOrRefuse(from) : null;
  if (to) dayStartOrRefuse(to);
  const end = to ? dayStartOrRefuse(nextDay(to)) : null;
  if (from && to && from > to) {
    throw new HttpError(400, 'La date de début de la période doit précéder sa date de fin.');
  }
  let query = db.selectFrom('orders');
  if (status) query = query.where('status', '=', status);
  if (payment) query = query.where('payment_method', '=', payment);
  if (start) query = query.where('created_at', '>=', start);
  if (end) query = query.where('created_at', '<', end);
  const words = q?.trim().replace(/\s+/g, ' ');
  if (words) {
    // Both sides lowered by the database: the same letters typed as stored always match.
    const pattern = likePattern(words);
    const matches = (column: RawBuilder<unknown>) =>
      sql<boolean>`lower(${column}) LIKE lower(CAST(${pattern} AS TEXT)) ESCAPE '\\'`;
    query = query.where(
      sql<boolean>`(${sql.join(
        [
          matches(sql.ref('reference')),
          matches(sql.ref('email')),
          matches(sql`first_name || ' ' || last_name`),
          matches(sql`last_name || ' ' || first_name`),
        ],
        sql` OR `,
      )})`,
    );
  }
  return query;
}

/** The e-mails of the outbox about an order (`order:<reference>`, `order:<reference>:<status>`), oldest first. */
export async function orderEmails(db: Db, reference: string): Promise<AdminOrderEmail[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text', 'status', 'created_at', 'sent_at', 'attempts', 'last_error'])
    .where((eb) => eb.or([eb('topic', '=', `order:${reference}`), eb('topic', 'like', `order:${reference}:%`)]))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    status: row.status as AdminOrderEmail['status'],
    createdAt: row.created_at,
    sentAt: row.sent_at,
    attempts: row.attempts,
    lastError: row.last_error,
  }));
}
