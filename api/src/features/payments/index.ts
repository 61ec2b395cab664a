// Payments: the methods a buyer chooses from (`PAYMENT_PROVIDERS`) and card payments (`CardPayments`).
export type { CardPayments } from './card';
export { PAYMENT_PROVIDERS } from './providers';
