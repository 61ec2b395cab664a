import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';
import type { CardPayments } from '../payments';
import { expireRegistration, expireUnconfirmed, lockEventPlaces } from './places';

/** How often a running server looks for held places whose time is over (and once at start-up). */
export const REGISTRATION_EXPIRY_INTERVAL_MS = 60_000;
/** Registrations read at a time. */
const BATCH = 100;

/**
 * Ends the registrations awaiting a card payment whose held place is over, and those whose address
 * was not confirmed in time (silently: they held nothing), one transaction each under the event's
 * lock: status, the place given to the waiting list, the e-mails. Before that, for what could be paid,
 * HelloAsso is asked whether it was paid after all (a notification may have been lost): paid, it is
 * recorded instead; HelloAsso unreachable, it is left for the next run. Safe on several replicas
 * at once (the update is conditional). Returns the references it ended.
 */
export async function expireHeldRegistrations(
  db: Db,
  {
    now,
    publicUrl,
    cardPayments,
    log,
  }: { now: Date; publicUrl: string; cardPayments: CardPayments | null; log?: Pick<FastifyBaseLogger, 'error'> },
): Promise<string[]> {
  const expired: string[] = [];
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('event_registrations')
      .selectAll()
      .where('status', 'in', ['pending_payment', 'unconfirmed'])
      .where('hold_until', '<=', now.toISOString())
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    afterId = rows[rows.length - 1]!.id;
    for (const row of rows) {
      try {
        if (row.amount_cents > 0 && cardPayments && (await cardPayments.settle(db, 'registration', row.reference)))
          continue;
        const done = await db.transaction().execute(async (trx) => {
          await lockEventPlaces(trx, row.event_id);
          const current = await trx
            .selectFrom('event_registrations')
            .selectAll()
            .where('id', '=', row.id)
            .executeTakeFirstOrThrow();
          const end = current.status === 'unconfirmed' ? expireUnconfirmed : expireRegistration;
          return end(trx, current, { now, publicUrl });
        });
        if (done) expired.push(row.reference);
      } catch (error: unknown) {
        // HelloAsso unreachable: not known to be unpaid, the place stays held until the next run.
        if (error instanceof HttpError && error.statusCode === 503) continue;
        log?.error({ err: error, reference: row.reference }, 'fin d’une inscription non payée en échec');
      }
    }
  }
  return expired;
}
