// What other features use of authentication: the guards of their routes (`signedIn`, `requireRoles`),
// the signed-in person and roles, and the audit log where each records its changes (`recordAudit`).
export { recordAudit } from './audit';
export { AUDIT_WITNESS_COLUMNS, auditWitness, auditWitnessOf } from './auditWitness';
export type { AuditWitnessRow } from './auditWitness';
export { parseRoles, requireRoles, ROLE_REQUIRED, signedIn } from './guard';
export type { SignedInPerson } from './guard';
export { newSecret, secretHash } from './tokens';
