import type { CardPaymentReturn, CardPaymentReturnRequest, PaymentOptions } from '../schemas/payments';
import { jsonBody, request } from './http';

/**
 * The address HelloAsso sends a visitor back to: our token (`paiement`) and HelloAsso's checkout
 * id (`checkoutIntentId`); null when the page was not reached from HelloAsso.
 */
export function cardReturnFromSearch(search: string): CardPaymentReturnRequest | null {
  const query = new URLSearchParams(search);
  const payment = query.get('paiement');
  const checkoutIntentId = Number(query.get('checkoutIntentId'));
  if (!payment || !Number.isSafeInteger(checkoutIntentId) || checkoutIntentId < 1) return null;
  return { payment, checkoutIntentId };
}

/** What HelloAsso adds to the address it sends a visitor back to (ours, and its own). */
export const CARD_RETURN_PARAMS = ['paiement', 'checkoutIntentId', 'code', 'orderId', 'error'] as const;

/**
 * `search` without what HelloAsso added: once the payment is checked, the address forgets it (a
 * reload does not check it again; the page's own filters stay).
 */
export function withoutCardReturn(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of CARD_RETURN_PARAMS) next.delete(name);
  return next;
}

/**
 * Leaves the site for HelloAsso's payment page (another site: a full navigation). Pages call it
 * through `@wado/shared`, so that their tests can replace it.
 */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}

export const paymentsApi = {
  paymentOptions: () => request<PaymentOptions>('/api/payments/options'),
  /** The server reads the payment back from HelloAsso: 404 when unknown, 503 when HelloAsso cannot be reached. */
  cardPaymentReturn: (body: CardPaymentReturnRequest) =>
    request<CardPaymentReturn>('/api/payments/card/return', jsonBody('POST', body)),
};
