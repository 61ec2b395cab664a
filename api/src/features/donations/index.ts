// What other features use of the donations: « Mon espace » lists a mailbox's donations and their receipts.
export { householdDonations, householdReceipt } from './household';
