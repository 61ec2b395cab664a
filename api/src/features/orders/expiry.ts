import type { FastifyBaseLogger } from 'fastify';
import { formatDate, formatPrice, type AdminOrder } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import type { Mailer } from '../mail/outbox';
import { parisToday } from '../members/check';
import { changeOrderStatus } from './status';
import { toAdminOrders } from './store';
import { readSiteSettings } from '../settings/store';

/** How often a running server looks for overdue orders (and once at start-up). */
export const EXPIRY_INTERVAL_MS = 60 * 60_000;
/** Orders read at a time: a long backlog (a server stopped for weeks) is not loaded at once. */
const BATCH = 100;

/** `2026-12-03` → `03/12/2026`. */
function numericDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/** The history note the treasurer sees. */
export function expiryNote(paymentDue: string): string {
  return `Annulée automatiquement : paiement non reçu avant le ${numericDate(paymentDue)}`;
}

/** What the buyer is told, instead of the treasurer's standard cancellation sentence. */
function expiryMailReason(order: AdminOrder, contactEmail: string): string {
  return [
    `Votre commande ${order.reference} a été annulée : nous n'avons pas reçu son paiement de ${formatPrice(order.totalCents)} avant le ${formatDate(order.payment.dueDate)}, date limite indiquée lors de la commande. Les articles ont été remis en vente.`,
    `Si vous avez payé entre-temps, écrivez-nous à ${contactEmail} en rappelant la référence ${order.reference} : nous vous rembourserons dans les 14 jours. Vous pouvez aussi passer une nouvelle commande sur la boutique.`,
  ].join('\n\n');
}

/**
 * Cancels every unpaid order whose payment due date (a Paris calendar day) is before today, one
 * transaction per order: status, stock back, history row and the buyer's e-mail, all or nothing.
 * Every decision is in the database, so the job is safe to repeat and to run on two servers at
 * once: `changeOrderStatus` starts with `UPDATE … WHERE status = 'pending_payment'`, and only the
 * run whose update changes the row restocks and writes the e-mail; any other run sees the order
 * already cancelled (or paid meanwhile) and leaves it. Returns the references it cancelled.
 */
export async function cancelOverdueOrders(
  db: Db,
  // Only `error` is needed: a caller outside the server (a test's worker process) gives just that.
  options: { now?: Date; log?: Pick<FastifyBaseLogger, 'error'> } = {},
): Promise<string[]> {
  const now = options.now ?? new Date();
  const today = parisToday(now);
  const cancelled: string[] = [];
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('orders')
      .selectAll()
      .where('status', '=', 'pending_payment')
      .where('payment_due', '<', today)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    afterId = rows[rows.length - 1]!.id;
    const { email: contactEmail } = await readSiteSettings(db);
    for (const order of await toAdminOrders(db, rows)) {
      try {
        const done = await db.transaction().execute((trx) =>
          changeOrderStatus(trx, order, 'cancelled', {
            note: expiryNote(order.payment.dueDate),
            at: now,
            mailReason: expiryMailReason(order, contactEmail),
          }),
        );
        if (done) cancelled.push(order.reference);
      } catch (error: unknown) {
        // One order that fails (rolled back whole) does not keep the others waiting; the next run retries it.
        options.log?.error(
          { err: error, reference: order.reference },
          "annulation automatique d'une commande impayée en échec",
        );
      }
    }
  }
  return cancelled;
}

export interface OrderExpiry {
  /** One run now (a run already under way is joined, not doubled); resolves with what it cancelled. */
  run(): Promise<string[]>;
  /** A run now, then one every `intervalMs`. */
  start(): Promise<void>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * The scheduled job of a server: at start-up, then every hour. Nothing is kept in memory between
 * runs: a restart loses nothing, and the timer does not keep the process alive.
 */
export function createOrderExpiry({
  db,
  mailer,
  log,
  intervalMs = EXPIRY_INTERVAL_MS,
}: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): OrderExpiry {
  let running: Promise<string[]> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = (): Promise<string[]> => {
    running ??= cancelOverdueOrders(db, { log })
      .then((references) => {
        if (references.length > 0) {
          log.info({ references }, `${references.length} commande(s) impayée(s) annulée(s) automatiquement`);
          // The buyers' e-mails are in the outbox: send them now rather than at the next retry.
          mailer.notify();
        }
        return references;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'annulation automatique des commandes impayées en échec');
        return [];
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    run,
    start: async () => {
      await run();
      // Closed during the first run: no timer.
      if (stopped) return;
      timer ??= setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
