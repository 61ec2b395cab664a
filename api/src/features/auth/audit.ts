import type { QueryCreator } from 'kysely';
import { auditNameFromData, type AuditAction, type AuditKind } from '@wado/shared/contract';
import type { Database } from '../../db/schema';
import type { SignedInPerson } from './guard';

export interface AuditRecord {
  /** Only the codes that the journal words in French (`shared/src/contract/audit.ts`). */
  action: AuditAction;
  kind: AuditKind;
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

/** A line of the log as the journal reads it. */
interface AuditRow {
  kind: string;
  action: string;
  record_id: string;
  before: string | null;
  after: string | null;
}

type Names = (db: QueryCreator<Database>, ids: string[]) => Promise<{ id: string | number; name: string }[]>;

const numeric = (ids: string[]) => ids.map(Number).filter(Number.isSafeInteger);

/**
 * Where a record's name is when its lines do not hold it (a password change, a photo added to an
 * album, a size of an article…): one query by kind on a page of the journal. A record deleted since
 * keeps the name its lines held, or has none.
 */
const NAME_LOOKUPS: Partial<Record<AuditKind, Names>> = {
  person: (db, ids) =>
    db.selectFrom('people').select(['id', 'email as name']).where('id', 'in', numeric(ids)).execute(),
  album: (db, ids) => db.selectFrom('albums').select(['id', 'title as name']).where('id', 'in', numeric(ids)).execute(),
  'event-registrations': (db, ids) =>
    db.selectFrom('events').select(['id', 'title as name']).where('id', 'in', numeric(ids)).execute(),
  'shop-items': (db, ids) => db.selectFrom('shop_items').select(['id', 'name']).where('id', 'in', ids).execute(),
  newsletter: (db, ids) =>
    db.selectFrom('newsletter_issues').select(['id', 'subject as name']).where('id', 'in', numeric(ids)).execute(),
  page: (db, ids) =>
    db.selectFrom('content_pages').select(['slug as id', 'title as name']).where('slug', 'in', ids).execute(),
};

/** The name of each line's record (`auditNameFromData`, else a lookup), in the order of `rows`. */
export async function auditNames(db: QueryCreator<Database>, rows: AuditRow[]): Promise<(string | null)[]> {
  const fromData = rows.map((row) => auditNameFromData(row.action, row.before, row.after));
  const wanted = new Map<string, Set<string>>();
  rows.forEach((row, index) => {
    if (fromData[index] === null && row.kind in NAME_LOOKUPS) {
      wanted.set(row.kind, (wanted.get(row.kind) ?? new Set()).add(row.record_id));
    }
  });
  const found = new Map<string, string>();
  for (const [kind, ids] of wanted) {
    const rowsFound = (await NAME_LOOKUPS[kind as AuditKind]!(db, [...ids])) as { id: string | number; name: string }[];
    for (const { id, name } of rowsFound) found.set(`${kind} ${String(id)}`, name);
  }
  return rows.map((row, index) => fromData[index] ?? found.get(`${row.kind} ${row.record_id}`) ?? null);
}
