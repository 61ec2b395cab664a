import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CardPaymentReturn } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';
import type { Mailer } from '../mail';
import { HelloAssoUnavailable, type CheckoutIntent, type HelloAssoClient } from './helloasso/client';

/** What a card payment pays for; each feature says what « paid » means for it (`onPaid`). */
export type CardPurpose = CardPaymentReturn['purpose'];

export interface CardPaymentRequest {
  purpose: CardPurpose;
  /** The order's, registration's or donation's own reference. */
  reference: string;
  /** Computed by our server, never taken from the browser. */
  amountCents: number;
  /** Shown on HelloAsso's page and in its back office. */
  itemName: string;
  payer: { firstName: string; lastName: string; email: string };
  /**
   * A site path HelloAsso sends the visitor back to; `paiement=<our token>` is added to its query,
   * then HelloAsso adds `checkoutIntentId` and `code` (succeeded or refused).
   */
  returnPath: string;
  /** Where « back » on HelloAsso's page goes. */
  backPath: string;
  containsDonation?: boolean;
}

/** What a feature does once a payment is confirmed, in the transaction that records it (once per payment). */
export type PaidHandler = (trx: Db, reference: string, payment: { amountCents: number; at: Date }) => Promise<void>;

export interface CardPaymentOutcome {
  purpose: CardPurpose;
  reference: string;
  status: 'paid' | 'unpaid';
}

export interface CardPayments {
  start(db: Db, request: CardPaymentRequest): Promise<{ redirectUrl: string }>;
  onPaid(purpose: CardPurpose, handler: PaidHandler): void;
  /**
   * Reads back from HelloAsso every checkout started for this reference and records the one that
   * was paid (a notification may have been lost). True when the reference is paid.
   * HttpError 503 when HelloAsso cannot be reached.
   */
  settle(db: Db, purpose: CardPurpose, reference: string): Promise<boolean>;
  /** The return page: our token and HelloAsso's checkout id must match; then read back as `settle`. */
  confirmReturn(db: Db, payment: string, checkoutIntentId: number): Promise<CardPaymentOutcome | null>;
  /** A notification (already authenticated or not): finds our checkout and reads it back. */
  confirmNotified(db: Db, notification: unknown): Promise<CardPaymentOutcome | null>;
}

export const CARD_UNAVAILABLE =
  "Le paiement par carte (HelloAsso) est momentanément indisponible. Rien n'est perdu : votre demande est enregistrée. Réessayez dans quelques minutes.";

export const CARD_UNCHECKED =
  "Nous n'arrivons pas à joindre HelloAsso pour vérifier votre paiement. Rien n'est perdu : il sera pris en compte dès sa confirmation. Réessayez dans quelques minutes.";

/** The sum of the payments HelloAsso authorized for a checkout (none before the card went through). */
export function authorizedAmount(intent: CheckoutIntent): number {
  return (intent.order?.payments ?? [])
    .filter((payment) => payment.state === 'Authorized')
    .reduce((sum, payment) => sum + payment.amount, 0);
}

function withQuery(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

type CardPaymentRow = {
  id: number;
  token: string;
  purpose: string;
  reference: string;
  amount_cents: number;
  checkout_intent_id: string | null;
  status: string;
};

export function createCardPayments({
  client,
  publicUrl,
  mailer,
  log,
  now = () => new Date(),
}: {
  client: HelloAssoClient;
  publicUrl: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now?: () => Date;
}): CardPayments {
  const handlers = new Map<CardPurpose, PaidHandler>();

  /** Reads the checkout back and, when HelloAsso authorized our amount, records it and runs the purpose's step. */
  async function readBack(db: Db, row: CardPaymentRow): Promise<'paid' | 'unpaid'> {
    if (row.status === 'paid') return 'paid';
    if (row.checkout_intent_id === null) return 'unpaid';
    let intent: CheckoutIntent | null;
    try {
      intent = await client.getCheckoutIntent(Number(row.checkout_intent_id));
    } catch (error) {
      if (error instanceof HelloAssoUnavailable) {
        log.warn({ err: error.message, reference: row.reference }, 'paiement par carte non vérifiable');
        throw new HttpError(503, CARD_UNCHECKED);
      }
      throw error;
    }
    if (!intent || !intent.order) return 'unpaid';
    if (intent.metadata?.payment !== undefined && intent.metadata.payment !== row.token) {
      log.error({ reference: row.reference, intent: intent.id }, 'checkout HelloAsso qui ne correspond pas au nôtre');
      return 'unpaid';
    }
    const amount = authorizedAmount(intent);
    if (amount === 0) return 'unpaid';
    if (amount !== row.amount_cents) {
      // Never recorded as paid: the treasurer sees it in HelloAsso's back office and settles it by hand.
      log.error(
        { reference: row.reference, expected: row.amount_cents, authorized: amount, intent: intent.id },
        'montant payé par carte différent du montant dû : paiement non enregistré',
      );
      return 'unpaid';
    }
    const at = now();
    const handler = handlers.get(row.purpose as CardPurpose);
    if (!handler) throw new Error(`aucune suite de paiement pour « ${row.purpose} »`);
    const recorded = await db.transaction().execute(async (trx) => {
      // The claim: of two readers (the notification and the return page at once, two replicas),
      // only the one whose update changes the row runs the purpose's step.
      const claimed = await trx
        .updateTable('card_payments')
        .set({
          status: 'paid',
          paid_at: at.toISOString(),
          updated_at: at.toISOString(),
          provider_order_id: String(intent.order!.id),
          provider_payment_ids: (intent.order!.payments ?? [])
            .filter((payment) => payment.state === 'Authorized')
            .map((payment) => payment.id)
            .join(','),
        })
        .where('id', '=', row.id)
        .where('status', '<>', 'paid')
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return false;
      const earlier = await trx
        .selectFrom('card_payments')
        .select('id')
        .where('purpose', '=', row.purpose)
        .where('reference', '=', row.reference)
        .where('status', '=', 'paid')
        .where('id', '<>', row.id)
        .executeTakeFirst();
      if (earlier) {
        // Two checkouts of one reference both paid (two tabs): the first counts, this one is to refund.
        log.error(
          { reference: row.reference, payment: row.id },
          'payé deux fois par carte : un paiement est à rembourser',
        );
        return true;
      }
      await handler(trx, row.reference, { amountCents: amount, at });
      return true;
    });
    if (recorded) mailer.notify();
    return 'paid';
  }

  const selectRow = (db: Db) =>
    db
      .selectFrom('card_payments')
      .select(['id', 'token', 'purpose', 'reference', 'amount_cents', 'checkout_intent_id', 'status']);

  const outcome = (row: CardPaymentRow, status: 'paid' | 'unpaid'): CardPaymentOutcome => ({
    purpose: row.purpose as CardPurpose,
    reference: row.reference,
    status,
  });

  return {
    async start(db, request) {
      if (!handlers.has(request.purpose)) throw new Error(`aucune suite de paiement pour « ${request.purpose} »`);
      const token = randomBytes(18).toString('base64url');
      const at = now().toISOString();
      const { id } = await db
        .insertInto('card_payments')
        .values({
          token,
          purpose: request.purpose,
          reference: request.reference,
          amount_cents: request.amountCents,
          checkout_intent_id: null,
          redirect_url: null,
          status: 'started',
          created_at: at,
          updated_at: at,
          paid_at: null,
          provider_order_id: null,
          provider_payment_ids: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const returnUrl = `${publicUrl}${withQuery(request.returnPath, 'paiement', token)}`;
      try {
        const intent = await client.createCheckoutIntent({
          totalAmount: request.amountCents,
          initialAmount: request.amountCents,
          itemName: request.itemName.slice(0, 250),
          backUrl: `${publicUrl}${request.backPath}`,
          errorUrl: returnUrl,
          returnUrl,
          containsDonation: request.containsDonation ?? false,
          payer: request.payer,
          metadata: { purpose: request.purpose, reference: request.reference, payment: token },
        });
        await db
          .updateTable('card_payments')
          .set({
            checkout_intent_id: String(intent.id),
            redirect_url: intent.redirectUrl,
            updated_at: now().toISOString(),
          })
          .where('id', '=', id)
          .execute();
        return { redirectUrl: intent.redirectUrl };
      } catch (error) {
        if (!(error instanceof HelloAssoUnavailable)) throw error;
        log.warn({ err: error.message, reference: request.reference }, 'paiement par carte impossible à démarrer');
        await db
          .updateTable('card_payments')
          .set({ status: 'failed', updated_at: now().toISOString() })
          .where('id', '=', id)
          .execute();
        throw new HttpError(503, CARD_UNAVAILABLE);
      }
    },

    onPaid(purpose, handler) {
      handlers.set(purpose, handler);
    },

    async settle(db, purpose, reference) {
      const rows = await selectRow(db)
        .where('purpose', '=', purpose)
        .where('reference', '=', reference)
        .where('status', 'in', ['started', 'paid'])
        .orderBy('id')
        .execute();
      if (rows.some((row) => row.status === 'paid')) return true;
      for (const row of rows) {
        if ((await readBack(db, row)) === 'paid') return true;
      }
      return false;
    },

    async confirmReturn(db, payment, checkoutIntentId) {
      const row = await selectRow(db)
        .where('token', '=', payment)
        .where('checkout_intent_id', '=', String(checkoutIntentId))
        .executeTakeFirst();
      if (!row) return null;
      return outcome(row, await readBack(db, row));
    },

    async confirmNotified(db, notification) {
      const found = notifiedCheckout(notification);
      if (!found) return null;
      const query = selectRow(db);
      const row = await (
        found.payment !== null
          ? query.where('token', '=', found.payment)
          : query.where('checkout_intent_id', '=', String(found.checkoutIntentId))
      ).executeTakeFirst();
      if (!row) return null;
      return outcome(row, await readBack(db, row));
    },
  };
}

/**
 * Which of our checkouts a notification is about: our token in its metadata (we send it with
 * every checkout), else HelloAsso's checkout id in its data. Notifications of the organization's
 * other forms (memberships sold on HelloAsso itself…) carry neither and are ignored.
 */
export function notifiedCheckout(
  notification: unknown,
): { payment: string; checkoutIntentId: null } | { payment: null; checkoutIntentId: number } | null {
  if (typeof notification !== 'object' || notification === null) return null;
  const { metadata, data } = notification as { metadata?: unknown; data?: unknown };
  const payment = (metadata as { payment?: unknown } | undefined)?.payment;
  if (typeof payment === 'string' && payment.length > 0) return { payment, checkoutIntentId: null };
  const intentId =
    (data as { checkoutIntentId?: unknown } | undefined)?.checkoutIntentId ??
    (data as { order?: { checkoutIntentId?: unknown } } | undefined)?.order?.checkoutIntentId;
  if (typeof intentId === 'number' && Number.isInteger(intentId)) return { payment: null, checkoutIntentId: intentId };
  return null;
}
