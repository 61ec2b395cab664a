/**
 * What the content is at, as one string that changes with every change of it: every back-office
 * write records an audit line in its own transaction, whichever route made it, so the audit log's
 * count and newest id move with every change. The count matters on PostgreSQL, where a change that
 * took its id earlier may commit after a later one: the newest id alone would not move. A migration
 * may change pages without a line of the audit log: their number is part of the witness.
 * Read by the search index (stale or not) and by the pages' micro-cache (purged or not).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export interface AuditWitnessRow {
  count: number | string;
  newest: number | string | null;
  migrations: number | string;
}

/** The witness's columns, for a query that reads something else in the same round trip. */
export const AUDIT_WITNESS_COLUMNS = sql`(SELECT count(*) FROM audit_log) AS count, (SELECT max(id) FROM audit_log) AS newest,
  (SELECT count(*) FROM kysely_migration) AS migrations`;

export const auditWitnessOf = (row: AuditWitnessRow) =>
  `${Number(row.count)}:${Number(row.newest ?? 0)}:${Number(row.migrations)}`;

export async function auditWitness(db: Db): Promise<string> {
  const { rows } = await sql<AuditWitnessRow>`SELECT ${AUDIT_WITNESS_COLUMNS}`.execute(db);
  return auditWitnessOf(rows[0]!);
}
