/**
 * Card payments through HelloAsso: whether the site offers them, and what the page HelloAsso sends
 * the visitor back to learns (our server read the payment back from HelloAsso; the address's
 * `code` is never trusted).
 */
import Type, { type Static } from 'typebox';

export const PaymentOptions = Type.Object({
  /** False when HelloAsso is not configured: only transfers and cheques (and no online donation). */
  card: Type.Boolean(),
});
export type PaymentOptions = Static<typeof PaymentOptions>;

export const CardPaymentReturnRequest = Type.Object({
  /** Our own token of the checkout, added to the return address (`paiement=`). */
  payment: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  /** HelloAsso's checkout id, added by HelloAsso (`checkoutIntentId=`). */
  checkoutIntentId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});
export type CardPaymentReturnRequest = Static<typeof CardPaymentReturnRequest>;

export const CardPaymentReturn = Type.Object({
  /** What was paid: a shop order, an event registration, a donation, a club's season or its competition entries. */
  purpose: Type.Union([
    Type.Literal('order'),
    Type.Literal('registration'),
    Type.Literal('donation'),
    Type.Literal('season'),
    Type.Literal('competition'),
  ]),
  /** The order's, registration's or donation's reference. */
  reference: Type.String(),
  status: Type.Union([Type.Literal('paid'), Type.Literal('unpaid')]),
});
export type CardPaymentReturn = Static<typeof CardPaymentReturn>;

/** What the site answers HelloAsso's notifications (HelloAsso only looks at the status). */
export const NotificationReceipt = Type.Object({ received: Type.Boolean() });
export type NotificationReceipt = Static<typeof NotificationReceipt>;
