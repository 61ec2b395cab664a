// The shop’s orders beside their routes (which shop/plugin.ts composes): their card payments and the expiry
// of unpaid orders.
export { registerOrderPayments } from './cardCheckout';
export { createOrderExpiry } from './expiry';
