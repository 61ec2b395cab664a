import {
  PAYMENT_METHOD_IDS,
  storedState,
  type BillingDetails,
  type DeliveryMethod,
  type OrderConfirmation,
  type PaymentMethod,
} from '@wado/shared';

/** What the buyer typed, kept for this session so that a reload or a look at the CGV loses nothing. */
export interface CheckoutDraft {
  billing: BillingDetails;
  delivery: DeliveryMethod;
  payment: PaymentMethod;
  /** One key per checkout, made once and kept until the order succeeds: retries never duplicate. */
  idempotencyKey: string;
}

export const EMPTY_BILLING: BillingDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  addressMore: '',
  postcode: '',
  city: '',
};

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers: 32 random hex digits.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

export const checkoutStore = storedState<CheckoutDraft | null>({
  key: 'wado-shop-checkout',
  storage: session,
  initial: null,
  parse: (raw) => {
    const draft = raw as Partial<CheckoutDraft> | null;
    if (!draft || typeof draft.idempotencyKey !== 'string' || !draft.billing || typeof draft.billing !== 'object')
      return undefined;
    if (draft.delivery !== 'colissimo' && draft.delivery !== 'pickup') return undefined;
    if (!(PAYMENT_METHOD_IDS as readonly unknown[]).includes(draft.payment)) return undefined;
    return { ...draft, billing: { ...EMPTY_BILLING, ...draft.billing } } as CheckoutDraft;
  },
});

/** The last confirmed order, so that its confirmation survives a reload of the page. */
export const lastOrderStore = storedState<OrderConfirmation | null>({
  key: 'wado-shop-last-order',
  storage: session,
  initial: null,
  parse: (raw) =>
    raw && typeof raw === 'object' && typeof (raw as OrderConfirmation).reference === 'string'
      ? (raw as OrderConfirmation)
      : undefined,
});

/**
 * An order of this session paid by card and not paid yet: what another try needs. The order's
 * idempotency key is what proves to the server that this browser placed it.
 */
export interface PendingCardPayment {
  reference: string;
  idempotencyKey: string;
  /** Until when the order holds its articles (ISO 8601). */
  holdUntil: string;
  totalCents: number;
}

export const cardPaymentStore = storedState<PendingCardPayment | null>({
  key: 'wado-shop-card-payment',
  storage: session,
  initial: null,
  parse: (raw) => {
    const pending = raw as Partial<PendingCardPayment> | null;
    return pending &&
      typeof pending.reference === 'string' &&
      typeof pending.idempotencyKey === 'string' &&
      typeof pending.holdUntil === 'string' &&
      typeof pending.totalCents === 'number'
      ? (pending as PendingCardPayment)
      : undefined;
  },
});

/** The card payment of `reference` still awaited in this session, or null. */
export function pendingCardPayment(reference: string): PendingCardPayment | null {
  const pending = cardPaymentStore.get();
  return pending?.reference === reference ? pending : null;
}
