import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  formatDateAndTime,
  formatPrice,
  PAYMENT_METHODS,
  type AdminOrder,
  type OrderCardCheckout,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';
import { enqueueMail } from '../mail';
import type { CardPayments } from '../payments';
import { readSiteSettings } from '../settings';
import { CARD_NOT_OFFERED } from './placeOrder';
import { changeOrderStatus, statusMail } from './status';
import { findOrder } from './store';

/** The history note of an order HelloAsso confirmed as paid. */
export const CARD_PAID_NOTE = 'Payée par carte (HelloAsso)';

export const CARD_ORDER_NOT_FOUND =
  'Cette commande est introuvable depuis ce navigateur. Son paiement par carte ne peut être relancé que depuis l’appareil qui l’a passée ; sinon, écrivez-nous en rappelant sa référence.';

export function holdEndedMessage(reference: string): string {
  return `Le délai de paiement par carte de la commande ${reference} est écoulé : elle va être annulée et ses articles remis en vente. Passez une nouvelle commande pour les acheter.`;
}

/** Same value, compared in constant time (the idempotency key is what proves the buyer's browser). */
function sameKey(stored: string, given: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(stored), digest(given));
}

/**
 * Asks HelloAsso for a checkout of a card order still waiting for its payment, for the amount the
 * server computed; a paid or cancelled order gets none. Before starting another one, the earlier
 * checkouts of the order are read back (a payment whose notification was lost is recorded then,
 * instead of being paid twice). HelloAsso out of reach: `HttpError` 503, the order unchanged.
 */
export async function startOrderCheckout(
  db: Db,
  cardPayments: CardPayments,
  order: AdminOrder,
  now: Date,
): Promise<OrderCardCheckout> {
  const holdUntil = order.payment.holdUntil ?? now.toISOString();
  const where = { reference: order.reference, holdUntil };
  if (order.status !== 'pending_payment') return { ...where, status: order.status };
  if (await cardPayments.settle(db, 'order', order.reference)) return { ...where, status: 'paid' };
  if (holdUntil <= now.toISOString()) throw new HttpError(409, holdEndedMessage(order.reference));
  const { name } = await readSiteSettings(db);
  const { redirectUrl } = await cardPayments.start(db, {
    purpose: 'order',
    reference: order.reference,
    amountCents: order.totalCents,
    itemName: `Commande ${order.reference} – ${name}`,
    payer: { firstName: order.billing.firstName, lastName: order.billing.lastName, email: order.billing.email },
    returnPath: `/billing?commande=${encodeURIComponent(order.reference)}`,
    backPath: '/cart',
  });
  return { ...where, status: order.status, redirectUrl };
}

/**
 * The checkout of an order just placed (or of its replay): HelloAsso's page, or, when HelloAsso
 * cannot be reached, the order as it is (kept, holding its articles) and the French reason.
 */
export async function checkoutAfterOrder(
  db: Db,
  cardPayments: CardPayments,
  reference: string,
  now: Date,
): Promise<OrderCardCheckout> {
  const order = await findOrder(db, reference);
  if (!order) throw new Error(`Commande ${reference} introuvable après son enregistrement`);
  try {
    return await startOrderCheckout(db, cardPayments, order, now);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 503) throw error;
    return {
      reference,
      status: order.status,
      holdUntil: order.payment.holdUntil ?? now.toISOString(),
      unavailable: error.message,
    };
  }
}

/**
 * `POST /api/orders/{reference}/card-payment`: another checkout for a card order (a refused card,
 * HelloAsso down when it was placed). Only the browser that placed the order can ask, with the
 * order's idempotency key: an unguessable value of that browser's, already stored with the order;
 * another visitor who knows the reference (printed on e-mails and parcels) is told nothing.
 */
export async function retryOrderCheckout(
  db: Db,
  cardPayments: CardPayments | null,
  reference: string,
  idempotencyKey: string,
  now: Date,
): Promise<OrderCardCheckout> {
  const row = await db
    .selectFrom('orders')
    .select(['idempotency_key', 'payment_method'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!row || !sameKey(row.idempotency_key, idempotencyKey)) throw new HttpError(404, CARD_ORDER_NOT_FOUND);
  if (row.payment_method !== 'card') {
    const method = PAYMENT_METHODS.find((entry) => entry.id === row.payment_method)?.label ?? row.payment_method;
    throw new HttpError(409, `La commande ${reference} se règle par ${method.toLowerCase()}, pas par carte.`);
  }
  if (!cardPayments) throw new HttpError(409, CARD_NOT_OFFERED);
  const order = await findOrder(db, reference);
  if (!order) throw new HttpError(404, CARD_ORDER_NOT_FOUND);
  return startOrderCheckout(db, cardPayments, order, now);
}

/**
 * What « paid » means for an order: HelloAsso confirmed the payment (our server read it back, and
 * checked it is the amount of the checkout, the order's total), in the transaction that records
 * it. Still waiting: paid, with its history row and the buyer's e-mail (`changeOrderStatus`).
 * Already cancelled (the buyer was still on HelloAsso's page when its hold ended): the payment is
 * to be refunded, which the treasurer sees on the order and the buyer is told by e-mail.
 */
export function registerOrderPayments(cardPayments: CardPayments, log: Pick<FastifyBaseLogger, 'error'>): void {
  cardPayments.onPaid('order', async (trx, reference, payment) => {
    const order = await findOrder(trx, reference);
    if (!order) {
      log.error({ reference }, 'paiement par carte d’une commande inconnue');
      return;
    }
    if (order.status === 'pending_payment') {
      await changeOrderStatus(trx, order, 'paid', {
        note: CARD_PAID_NOTE,
        at: payment.at,
        mailReason: `Nous avons bien reçu votre paiement par carte de ${formatPrice(order.totalCents)} (HelloAsso). Votre commande est en préparation.`,
      });
      return;
    }
    if (order.status === 'cancelled') await recordLatePayment(trx, order, payment, log);
  });
}

async function recordLatePayment(
  trx: Db,
  order: AdminOrder,
  payment: { amountCents: number; at: Date },
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  log.error({ reference: order.reference }, 'paiement par carte reçu après l’annulation de la commande : à rembourser');
  const { id } = await trx
    .selectFrom('orders')
    .select('id')
    .where('reference', '=', order.reference)
    .executeTakeFirstOrThrow();
  const at = payment.at.toISOString();
  await trx
    .insertInto('order_status_history')
    .values({
      order_id: id,
      status: 'cancelled',
      at,
      note: `Paiement par carte de ${formatPrice(payment.amountCents)} reçu de HelloAsso le ${formatDateAndTime(at)}, après l’annulation : à rembourser`,
    })
    .execute();
  const settings = await readSiteSettings(trx);
  const mail = statusMail(
    order,
    'cancelled',
    settings,
    `Votre paiement par carte de ${formatPrice(payment.amountCents)} pour la commande ${order.reference} nous est parvenu après son annulation (fin de la réservation des articles). Nous vous le remboursons dans les 14 jours, sans démarche de votre part. Vous pouvez passer une nouvelle commande sur la boutique.`,
  );
  await enqueueMail(
    trx,
    {
      ...mail,
      subject: `Commande ${order.reference} : remboursement de votre paiement – ${settings.name}`,
      topic: `order:${order.reference}:refund`,
    },
    payment.at,
  );
}
