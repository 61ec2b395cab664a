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
