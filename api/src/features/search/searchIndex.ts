/**
 * The search index, kept in the database so that every API replica reads the same one. It is
 * rebuilt whole (a few hundred rows, in one transaction) from the sources at start-up, and before
 * a search whenever the back office has changed something since: every back-office write records
 * an audit line in its own transaction, so the audit log's count and newest id (`auditWitness`)
 * change with every change of content, whichever route made it. Migrations and the seed write no
 * audit line: they run before the start-up's rebuild.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { databaseKind, lockForTransaction } from '../../db/dialect';
import { SEARCH_SOURCES } from './sources';
import type { SearchablePage } from './sources/source';
import { termsText } from './words';

/**
 * What the audit log is at: its count and newest id. The count matters on PostgreSQL, where a
 * change that took its id earlier may commit after a later one: the newest id alone would not move.
 */
async function auditWitness(db: Db): Promise<string> {
  const { count, newest } = await db
    .selectFrom('audit_log')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('id').as('newest')])
    .executeTakeFirstOrThrow();
  return witnessOf(count, newest);
}

const witnessOf = (count: number | string, newest: number | string | null) => `${Number(count)}:${Number(newest ?? 0)}`;

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

/** Whether the index was built from the audit log as it is now: one small query. */
export async function isSearchIndexFresh(db: Db): Promise<boolean> {
  const { rows } = await sql<{ built: string | null; count: number; newest: number | null }>`
    SELECT (SELECT audit_witness FROM search_index_state WHERE id = 1) AS built,
      (SELECT count(*) FROM audit_log) AS count, (SELECT max(id) FROM audit_log) AS newest`.execute(db);
  const row = rows[0]!;
  return row.built === witnessOf(row.count, row.newest);
}
