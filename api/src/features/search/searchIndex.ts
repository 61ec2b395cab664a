/**
 * The search index, kept in the database so that every API replica reads the same one. It is
 * rebuilt whole (a few hundred rows, in one transaction) from the sources before a search whenever
 * the back office has changed something since: every back-office write records an audit line in
 * its own transaction, so the audit log's count and newest id (`auditWitness`) change with every
 * change of content, whichever route made it. Migrations write no audit line: their count is part
 * of the witness. Nor does the seed: a start whose seeding added rows rebuilds (routes.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { databaseKind, lockForTransaction } from '../../db/dialect';
import { SEARCH_SOURCES } from './sources';
import type { SearchablePage } from './sources/source';
import { termsText } from './words';

/**
 * What the content is at: the audit log's count and newest id, and the number of migrations run.
 * The count matters on PostgreSQL, where a change that took its id earlier may commit after a
 * later one: the newest id alone would not move. A migration may change pages without a line of
 * the audit log: an index built before it is stale, whichever replica ran it.
 */
async function auditWitness(db: Db): Promise<string> {
  const { rows } = await sql<WitnessRow>`SELECT ${WITNESS_COLUMNS}`.execute(db);
  return witnessOf(rows[0]!);
}

interface WitnessRow {
  count: number | string;
  newest: number | string | null;
  migrations: number | string;
}
const WITNESS_COLUMNS = sql`(SELECT count(*) FROM audit_log) AS count, (SELECT max(id) FROM audit_log) AS newest,
  (SELECT count(*) FROM kysely_migration) AS migrations`;
const witnessOf = (row: WitnessRow) => `${Number(row.count)}:${Number(row.newest ?? 0)}:${Number(row.migrations)}`;

/** Rows per INSERT: well under both databases' limits on the parameters of one statement. */
const BATCH = 200;

/**
 * Rebuilds the index from every source, unless (`onlyIfStale`) it is already built from the audit
 * log as it is. One transaction under one lock: replicas or requests rebuilding at the same time
 * run one after the other, and the later ones find it fresh. Returns whether it was rebuilt.
 */
export async function rebuildSearchIndex(db: Db, now: Date, options: { onlyIfStale: boolean }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, 'search-index');
    // Read before the content: a change committed in between is in the content, and makes the
    // next search rebuild again; never the other way round.
    const witness = await auditWitness(trx);
    if (options.onlyIfStale) {
      const state = await trx
        .selectFrom('search_index_state')
        .select('audit_witness')
        .where('id', '=', 1)
        .executeTakeFirst();
      if (state?.audit_witness === witness) return false;
    }

    const rows: { kind: string; page: SearchablePage }[] = [];
    const seen = new Set<string>();
    for (const source of SEARCH_SOURCES) {
      for (const page of await source.pages(trx)) {
        const key = `${source.kind} ${page.url}`;
        if (seen.has(key)) continue;
        seen.add(key);
        rows.push({ kind: source.kind, page });
      }
    }

    await trx.deleteFrom('search_entries').execute();
    for (let start = 0; start < rows.length; start += BATCH) {
      await trx
        .insertInto('search_entries')
        .values(
          rows.slice(start, start + BATCH).map(({ kind, page }) => ({
            kind,
            url: page.url,
            title: page.title,
            body: page.text,
            title_terms: termsText(page.title),
            body_terms: termsText(page.text),
            visible_from: page.visibleFrom,
          })),
        )
        .execute();
    }
    // SQLite's FTS5 table reads its rows from search_entries: it indexes them anew.
    if (databaseKind(trx) === 'sqlite') await sql`INSERT INTO search_fts(search_fts) VALUES ('rebuild')`.execute(trx);
    await trx
      .insertInto('search_index_state')
      .values({ id: 1, audit_witness: witness, built_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({ audit_witness: witness, built_at: now.toISOString() }),
      )
      .execute();
    return true;
  });
}

/** Whether the index was built from the content as it is now: one small query. */
export async function isSearchIndexFresh(db: Db): Promise<boolean> {
  const { rows } = await sql<WitnessRow & { built: string | null }>`
    SELECT (SELECT audit_witness FROM search_index_state WHERE id = 1) AS built, ${WITNESS_COLUMNS}`.execute(db);
  const row = rows[0]!;
  return row.built === witnessOf(row);
}
