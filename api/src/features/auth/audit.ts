import type { QueryCreator } from 'kysely';
import type { Database } from '../../db/schema';
import type { SignedInPerson } from './guard';

export interface AuditRecord {
  action: string;
  kind: string;
  recordId: string | number;
  /** The record before the change (null for a creation), and after it (null for a deletion). */
  before?: unknown;
  after?: unknown;
}

const asJson = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/**
 * Writes one line of the audit log: who, when, what, before and after. Call it inside the
 * transaction of the change, so that a change is never without its line (nor a line without it).
 */
export async function recordAudit(
  trx: QueryCreator<Database>,
  actor: SignedInPerson | string,
  record: AuditRecord,
  at: Date = new Date(),
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      at: at.toISOString(),
      actor: typeof actor === 'string' ? actor : actor.email,
      action: record.action,
      kind: record.kind,
      record_id: String(record.recordId),
      before: asJson(record.before),
      after: asJson(record.after),
    })
    .execute();
}
