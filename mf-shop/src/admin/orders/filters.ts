import {
  ORDER_STATUSES,
  PAYMENT_METHOD_IDS,
  type AdminOrderFilters,
  type OrderStatus,
  type PaymentMethod,
} from '@wado/shared';

/** The list's filters as the address keeps them (`?q=&statut=&paiement=&du=&au=&page=`), French like the screens. */
export const FILTER_PARAMS = ['q', 'statut', 'paiement', 'du', 'au'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
export type FilterValues = Record<FilterParam, string>;

export const NO_FILTERS: FilterValues = { q: '', statut: '', paiement: '', du: '', au: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
const isPayment = (value: string): value is PaymentMethod => (PAYMENT_METHOD_IDS as readonly string[]).includes(value);

/**
 * What the API is asked for: the address's values, without those that cannot be one (a status
 * or a day typed by hand into the address): the list then shows what the rest keeps.
 */
export function apiFilters(values: FilterValues): AdminOrderFilters {
  return {
    q: values.q.trim() || undefined,
    status: isStatus(values.statut) ? values.statut : undefined,
    payment: isPayment(values.paiement) ? values.paiement : undefined,
    from: DAY.test(values.du) ? values.du : undefined,
    to: DAY.test(values.au) ? values.au : undefined,
  };
}

export const hasFilters = (values: FilterValues) => Object.values(apiFilters(values)).some(Boolean);

/** The form's own check before the address changes: a period that ends before it starts. */
export function periodError(values: FilterValues): string | null {
  return values.du && values.au && values.du > values.au
    ? 'La date de début de la période doit précéder sa date de fin.'
    : null;
}
