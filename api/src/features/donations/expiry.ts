import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';
import { createPeriodicJob, type PeriodicJob } from '../jobs';
import type { CardPayments } from '../payments';

/** A donation not paid a day after it was made is given up. */
export const DONATION_EXPIRY_MS = 24 * 60 * 60_000;
/** How often a running server looks for them (and once at start-up). */
export const DONATION_EXPIRY_INTERVAL_MS = 60 * 60_000;
const BATCH = 100;

/**
 * Gives up the donations still unpaid a day after they were made. Each is first read back from
 * HelloAsso (`settle`: a notification may have been lost, and then the donation becomes paid with
 * its receipt); when HelloAsso cannot be reached it is left for the next run. The update is
 * conditional (`WHERE status = 'pending_payment'`): safe on several servers at once, and a
 * payment recorded meanwhile is never overwritten. An expired donation never takes a receipt
 * number. Returns the references it expired.
 */
export async function expireAbandonedDonations(
  db: Db,
  { cardPayments, now, log }: { cardPayments: CardPayments | null; now: Date; log: Pick<FastifyBaseLogger, 'error'> },
): Promise<string[]> {
  const before = new Date(now.getTime() - DONATION_EXPIRY_MS).toISOString();
  const expired: string[] = [];
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('donations')
      .select(['id', 'reference'])
      .where('status', '=', 'pending_payment')
      .where('created_at', '<', before)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    afterId = rows[rows.length - 1]!.id;
    for (const { id, reference } of rows) {
      try {
        if (cardPayments && (await cardPayments.settle(db, 'donation', reference))) continue;
      } catch (error) {
        // HelloAsso unreachable: the donation waits for the next run rather than expiring unverified.
        if (error instanceof HttpError && error.statusCode === 503) continue;
        log.error({ err: error, reference }, 'vérification du paiement d’un don en échec');
        continue;
      }
      const updated = await db
        .updateTable('donations')
        .set({ status: 'expired', updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'pending_payment')
        .returning('id')
        .executeTakeFirst();
      if (updated) expired.push(reference);
    }
  }
  return expired;
}

export function createDonationExpiry({
  db,
  cardPayments,
  clock,
  log,
}: {
  db: Db;
  cardPayments: CardPayments | null;
  clock: { now(): Date };
  log: FastifyBaseLogger;
}): PeriodicJob<string[]> {
  return createPeriodicJob({
    name: 'expiration des dons impayés',
    intervalMs: DONATION_EXPIRY_INTERVAL_MS,
    fallback: [],
    log,
    run: async () => {
      const expired = await expireAbandonedDonations(db, { cardPayments, now: clock.now(), log });
      if (expired.length > 0) log.info({ references: expired }, `${expired.length} don(s) impayé(s) expiré(s)`);
      return expired;
    },
  });
}
