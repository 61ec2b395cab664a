/**
 * What the pages' micro-cache reads, in one round trip, to know whether the pages it keeps are
 * still those of the content: the audit log's witness (any back-office change on any replica) and
 * the next scheduled publication (a record that becomes public without anybody writing).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { AUDIT_WITNESS_COLUMNS, auditWitnessOf, type AuditWitnessRow } from '../auth';
import { PUBLISHED_TABLES } from '../media';
import type { ContentState } from './pageCache';

export async function readContentState(db: Db, now: Date): Promise<ContentState> {
  const at = now.toISOString();
  const scheduled = PUBLISHED_TABLES.map(
    (table) =>
      sql`SELECT min(publish_at) AS next FROM ${sql.table(table)} WHERE status = 'published' AND publish_at > ${at}`,
  );
  const { rows } = await sql<AuditWitnessRow & { next: string | null }>`SELECT ${AUDIT_WITNESS_COLUMNS},
    (SELECT min(next) FROM (${sql.join(scheduled, sql` UNION ALL `)}) AS scheduled) AS next`.execute(db);
  const row = rows[0]!;
  return { witness: auditWitnessOf(row), nextPublicationAt: row.next ? Date.parse(row.next) : null };
}
