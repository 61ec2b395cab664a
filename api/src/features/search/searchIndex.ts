/**
 * The search index, kept in the database so that every API replica reads the same one. It is
 * brought up to date from the sources before a search whenever the back office has changed
 * something since (`auditWitness`, in the auth feature). The seed writes no audit line: a start
 * whose seeding added rows marks the index out of date (routes.ts).
 *
 * Up to date means: the sources read again (a few milliseconds), compared with the rows stored,
 * and only the pages that changed written (an edit: one row), in a short transaction that one
 * replica at a time runs; the others meanwhile answer from the index as it is.
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import { AUDIT_WITNESS_COLUMNS, auditWitness, auditWitnessOf, type AuditWitnessRow } from '../auth';
import { databaseKind, tryLockForTransaction } from '../../db/dialect';
import { SEARCH_SOURCES } from './sources';
import type { SearchTables } from './tables';
import { termsText } from './words';

/** Rows per INSERT: well under both databases' limits on the parameters of one statement. */
const BATCH = 100;

/** A row of the index as a source gives it (its id is the database's). */
type Entry = Omit<Selectable<SearchTables['search_entries']>, 'id'>;

const sameEntry = (a: Entry, b: Entry) =>
  a.title === b.title &&
  a.body === b.body &&
  a.title_terms === b.title_terms &&
  a.body_terms === b.body_terms &&
  a.visible_from === b.visible_from;

/** What each source gives now, one entry per page (the first of a kind and path). */
async function currentEntries(trx: Db): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  for (const source of SEARCH_SOURCES) {
    for (const page of await source.pages(trx)) {
      const key = `${source.kind} ${page.url}`;
      if (entries.has(key)) continue;
      entries.set(key, {
        kind: source.kind,
        url: page.url,
        title: page.title,
        body: page.text,
        title_terms: termsText(page.title),
        body_terms: termsText(page.text),
        visible_from: page.visibleFrom,
      });
    }
  }
  return entries;
}

/** What SQLite's FTS5 table holds of a row (it reads search_entries, but is told of each change). */
const ftsForget = (trx: Db, id: number, entry: Pick<Entry, 'title_terms' | 'body_terms'>) =>
  sql`INSERT INTO search_fts(search_fts, rowid, title_terms, body_terms) VALUES ('delete', ${id}, ${entry.title_terms}, ${entry.body_terms})`.execute(
    trx,
  );
const ftsLearn = (trx: Db, id: number, entry: Pick<Entry, 'title_terms' | 'body_terms'>) =>
  sql`INSERT INTO search_fts(rowid, title_terms, body_terms) VALUES (${id}, ${entry.title_terms}, ${entry.body_terms})`.execute(
    trx,
  );

/**
 * Brings the index up to date with every source, unless (`onlyIfStale`) it already is: the pages
 * gone are removed, the changed ones rewritten, the new ones added; the others are not touched.
 * One replica at a time: when another one is at it, returns false at once (its work will do).
 * Returns whether anything was written.
 */
export async function updateSearchIndex(db: Db, now: Date, options: { onlyIfStale: boolean }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await tryLockForTransaction(trx, 'search-index'))) return false;
    // Read before the content: a change committed in between is in the content, and makes the
    // next search update again; never the other way round.
    const witness = await auditWitness(trx);
    if (options.onlyIfStale) {
      const state = await trx
        .selectFrom('search_index_state')
        .select('audit_witness')
        .where('id', '=', 1)
        .executeTakeFirst();
      if (state?.audit_witness === witness) return false;
    }

    const wanted = await currentEntries(trx);
    const stored = await trx
      .selectFrom('search_entries')
      .select(['id', 'kind', 'url', 'title', 'body', 'title_terms', 'body_terms', 'visible_from'])
      .orderBy('id')
      .execute();
    const sqlite = databaseKind(trx) === 'sqlite';
    const kept = new Set<string>();
    for (const row of stored) {
      const key = `${row.kind} ${row.url}`;
      const entry = wanted.get(key);
      if (!entry || kept.has(key)) {
        // A page gone (or a second row of one page): removed.
        if (sqlite) await ftsForget(trx, row.id, row);
        await trx.deleteFrom('search_entries').where('id', '=', row.id).execute();
        continue;
      }
      kept.add(key);
      if (sameEntry(row, entry)) continue;
      if (sqlite) await ftsForget(trx, row.id, row);
      await trx.updateTable('search_entries').set(entry).where('id', '=', row.id).execute();
      if (sqlite) await ftsLearn(trx, row.id, entry);
    }
    const added = [...wanted].filter(([key]) => !kept.has(key)).map(([, entry]) => entry);
    for (let start = 0; start < added.length; start += BATCH) {
      const ids = await trx
        .insertInto('search_entries')
        .values(added.slice(start, start + BATCH))
        .returning('id')
        .execute();
      if (sqlite) {
        for (const [index, { id }] of ids.entries()) await ftsLearn(trx, id, added[start + index]!);
      }
    }
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

/**
 * Marks the index out of date (a start whose seeding added pages, which no audit line tells):
 * the next search, or the update that follows the start, brings it up to date.
 */
export async function markSearchIndexStale(db: Db): Promise<void> {
  await db.updateTable('search_index_state').set({ audit_witness: '' }).where('id', '=', 1).execute();
}

/** Whether the index was built from the content as it is now: one small query. */
export async function isSearchIndexFresh(db: Db): Promise<boolean> {
  const { rows } = await sql<AuditWitnessRow & { built: string | null }>`
    SELECT (SELECT audit_witness FROM search_index_state WHERE id = 1) AS built, ${AUDIT_WITNESS_COLUMNS}`.execute(db);
  const row = rows[0]!;
  return row.built === auditWitnessOf(row);
}
