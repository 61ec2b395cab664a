/**
 * The entries that answer a query, ranked by each database's full-text search: FTS5's `bm25()`
 * with a word of the title worth ten of the text on SQLite, `ts_rank()` of the weighted document
 * on PostgreSQL (title A, text B). Every word of the query must be there. Only entries public at
 * `now` (the server's clock) are found: a scheduled page from its instant.
 */
import { sql, type RawBuilder } from 'kysely';
import { isSearchKind, type SearchKind } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { databaseKind } from '../../db/dialect';
import { SEARCH_DOCUMENT_SQL } from '../../db/migrations/025_search_index';

export interface SearchHit {
  kind: SearchKind;
  url: string;
  title: string;
  body: string;
}

interface Found {
  /** Entries of every kind, per kind. */
  counts: Map<SearchKind, number>;
  hits: SearchHit[];
}

/** Where the entries are, which of them answer `terms`, and the order of the best first. */
interface Dialect {
  from: RawBuilder<unknown>;
  matches: RawBuilder<unknown>;
  bestFirst: RawBuilder<unknown>;
}

function dialectOf(db: Db, terms: string[]): Dialect {
  if (databaseKind(db) === 'postgres') {
    const document = sql.raw(SEARCH_DOCUMENT_SQL);
    // The terms are words of letters and digits: plainto_tsquery joins them with AND, nothing is syntax.
    const query = sql`plainto_tsquery('simple', ${terms.join(' ')})`;
    return {
      from: sql`search_entries e`,
      matches: sql`(${document}) @@ ${query}`,
      bestFirst: sql`ts_rank(${document}, ${query}) DESC`,
    };
  }
  // Each term quoted: FTS5 reads nothing in it as syntax (the terms hold no quote anyway).
  const match = terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(' ');
  return {
    from: sql`search_fts JOIN search_entries e ON e.id = search_fts.rowid`,
    matches: sql`search_fts MATCH ${match}`,
    bestFirst: sql`bm25(search_fts, 10.0, 1.0)`,
  };
}

export async function findEntries(
  db: Db,
  terms: string[],
  options: { kind: SearchKind | null; now: Date; offset: number; limit: number },
): Promise<Found> {
  if (terms.length === 0) return { counts: new Map(), hits: [] };
  const { from, matches, bestFirst } = dialectOf(db, terms);
  const visible = sql`(e.visible_from IS NULL OR e.visible_from <= ${options.now.toISOString()})`;
  const { rows: perKind } = await sql<{ kind: string; count: number | string }>`
    SELECT e.kind AS kind, count(*) AS count FROM ${from} WHERE ${matches} AND ${visible} GROUP BY e.kind`.execute(db);
  const ofKind = options.kind ? sql` AND e.kind = ${options.kind}` : sql``;
  const { rows } = await sql<SearchHit>`
    SELECT e.kind AS kind, e.url AS url, e.title AS title, e.body AS body
    FROM ${from} WHERE ${matches} AND ${visible}${ofKind}
    ORDER BY ${bestFirst}, e.title, e.id LIMIT ${options.limit} OFFSET ${options.offset}`.execute(db);
  const counts = new Map<SearchKind, number>();
  for (const row of perKind) if (isSearchKind(row.kind)) counts.set(row.kind, Number(row.count));
  return { counts, hits: rows };
}
