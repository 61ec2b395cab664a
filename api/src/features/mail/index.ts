// Outgoing e-mail: written into the outbox in the transaction of what it announces (`enqueueMail`), sent
// by the `Mailer`.
export { dropDeferredMail, enqueueMail } from './outbox';
export type { AttachmentDrawers, Mailer, OutgoingMail } from './outbox';
