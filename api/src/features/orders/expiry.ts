import type { FastifyBaseLogger } from 'fastify';
import { formatDate, formatDateAndTime, formatPrice, type AdminOrder } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { createPeriodicJob, type PeriodicJob } from '../jobs';
import type { Mailer } from '../mail';
import { parisToday } from '../members';
import type { CardPayments } from '../payments';
import { changeOrderStatus } from './status';
import { toAdminOrders } from './store';
import { readSiteSettings } from '../settings';

/**
 * How often a running server looks for overdue orders (and once at start-up): every minute, so
 * that the articles of a card order whose 30-minute hold ended are back on sale a minute later at
 * most. A run that finds nothing is one indexed query on the orders waiting for payment.
 */
export const EXPIRY_INTERVAL_MS = 60_000;
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

/** The history note of a card order whose hold ended without HelloAsso's confirmation. */
export function cardExpiryNote(holdUntil: string): string {
  return `Annulée automatiquement : paiement par carte non confirmé par HelloAsso avant le ${formatDateAndTime(holdUntil)}`;
}

/** What the buyer is told, instead of the treasurer's standard cancellation sentence. */
function expiryMailReason(order: AdminOrder, contactEmail: string): string {
  if (order.payment.method === 'card') {
    return [
      `Votre commande ${order.reference} a été annulée : son paiement par carte de ${formatPrice(order.totalCents)} n'a pas été confirmé par HelloAsso avant le ${formatDateAndTime(order.payment.holdUntil ?? order.updatedAt)}, fin de la réservation de ses articles. Aucun paiement n'a été pris, et les articles ont été remis en vente.`,
      `Vous pouvez passer une nouvelle commande sur la boutique. Pour toute question, écrivez-nous à ${contactEmail} en rappelant la référence ${order.reference}.`,
    ].join('\n\n');
  }
  return [
    `Votre commande ${order.reference} a été annulée : nous n'avons pas reçu son paiement de ${formatPrice(order.totalCents)} avant le ${formatDate(order.payment.dueDate)}, date limite indiquée lors de la commande. Les articles ont été remis en vente.`,
    `Si vous avez payé entre-temps, écrivez-nous à ${contactEmail} en rappelant la référence ${order.reference} : nous vous rembourserons dans les 14 jours. Vous pouvez aussi passer une nouvelle commande sur la boutique.`,
  ].join('\n\n');
}

/**
 * Whether a card order whose hold ended was paid after all: HelloAsso is asked again (a
 * notification may have been lost; a confirmed payment is recorded then, and the order is paid).
 * Null when it cannot be known now (HelloAsso out of reach, or no longer configured): the
 * order is left for a later run rather than cancelled while its payment may have gone through.
 */
async function paidMeanwhile(
  db: Db,
  cardPayments: CardPayments | null | undefined,
  reference: string,
  log: Pick<FastifyBaseLogger, 'error'> | undefined,
): Promise<boolean | null> {
  if (!cardPayments) {
    log?.error(
      { reference },
      'commande payable par carte échue, mais HelloAsso n’est pas configuré : laissée en attente',
    );
    return null;
  }
  try {
    return await cardPayments.settle(db, 'order', reference);
  } catch (error: unknown) {
    log?.error(
      { err: error, reference },
      'HelloAsso injoignable : commande par carte échue laissée pour le passage suivant',
    );
    return null;
  }
}

/**
 * Cancels every unpaid order past its time, one transaction per order: status, stock back, history
 * row and the buyer's e-mail, all or nothing. A transfer or a cheque is overdue once its payment
 * due date (a Paris calendar day) is before today; a card order once its hold (`hold_until`, an
 * instant) has passed and HelloAsso, asked again, has no payment for it.
 * Every decision is in the database, so the job is safe to repeat and to run on two servers at
 * once: `changeOrderStatus` starts with `UPDATE … WHERE status = 'pending_payment'`, and only the
 * run whose update changes the row restocks and writes the e-mail; any other run sees the order
 * already cancelled (or paid meanwhile) and leaves it. Returns the references it cancelled.
 */
export async function cancelOverdueOrders(
  db: Db,
  // Only `error` is needed: a caller outside the server (a test's worker process) gives just that.
  options: { now?: Date; log?: Pick<FastifyBaseLogger, 'error'>; cardPayments?: CardPayments | null } = {},
): Promise<string[]> {
  const now = options.now ?? new Date();
  const today = parisToday(now);
  const instant = now.toISOString();
  const cancelled: string[] = [];
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('orders')
      .selectAll()
      .where('status', '=', 'pending_payment')
      .where((eb) =>
        eb.or([
          eb.and([eb('payment_method', '<>', 'card'), eb('payment_due', '<', today)]),
          eb.and([eb('payment_method', '=', 'card'), eb('hold_until', '<', instant)]),
        ]),
      )
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    afterId = rows[rows.length - 1]!.id;
    const { email: contactEmail } = await readSiteSettings(db);
    for (const order of await toAdminOrders(db, rows)) {
      const card = order.payment.method === 'card';
      if (card && (await paidMeanwhile(db, options.cardPayments, order.reference, options.log)) !== false) continue;
      try {
        const done = await db.transaction().execute((trx) =>
          changeOrderStatus(trx, order, 'cancelled', {
            note: card ? cardExpiryNote(order.payment.holdUntil ?? instant) : expiryNote(order.payment.dueDate),
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

export type OrderExpiry = PeriodicJob<string[]>;

/**
 * The scheduled job of a server: at start-up, then every minute. Nothing is kept in memory between
 * runs: a restart loses nothing, and the timer does not keep the process alive.
 */
export function createOrderExpiry({
  db,
  mailer,
  log,
  cardPayments = null,
  intervalMs = EXPIRY_INTERVAL_MS,
}: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  cardPayments?: CardPayments | null;
  intervalMs?: number;
}): OrderExpiry {
  return createPeriodicJob({
    name: 'annulation automatique des commandes impayées',
    intervalMs,
    fallback: [],
    log,
    run: async () => {
      const references = await cancelOverdueOrders(db, { log, cardPayments });
      if (references.length > 0) {
        log.info({ references }, `${references.length} commande(s) impayée(s) annulée(s) automatiquement`);
        // The buyers' e-mails are in the outbox: send them now rather than at the next retry.
        mailer.notify();
      }
      return references;
    },
  });
}
