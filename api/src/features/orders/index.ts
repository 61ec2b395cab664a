// The shop’s orders beside their routes (which shop/plugin.ts composes): their card payments, the expiry
// of unpaid orders, and a mailbox's orders for « Mon espace ».
export { registerOrderPayments } from './cardCheckout';
export { createOrderExpiry } from './expiry';
export { householdOrders } from './household';
