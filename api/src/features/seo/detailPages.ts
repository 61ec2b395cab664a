import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { publicCondition } from '../media';

/**
 * The detail routes of the route table and the rows behind them: what the sitemap lists, and how
 * the server knows that `/news/<slug>` exists before answering 200 (an unknown id gets a real 404).
 * `updated`: the column giving the page's last change for the sitemap, when there is one;
 * `published`: only rows published as of now are pages (drafts, unpublished and scheduled rows
 * are not, until their time); `onlyIssued`: only issued rows (a licence asked for is no card yet);
 * `private`: one person's page, answered 200 or 404 but never listed in the sitemap.
 */
export const DETAIL_PAGES: Record<
  string,
  {
    table: string;
    key: string;
    updated?: string;
    onlyActive?: boolean;
    published?: boolean;
    onlyIssued?: boolean;
    private?: boolean;
  }
> = {
  '/result/:result': { table: 'competitions', key: 'slug', updated: 'end_date' },
  '/club/:club': { table: 'clubs', key: 'id' },
  '/competitor/:competitor': { table: 'competitors', key: 'slug' },
  '/event/:event': { table: 'events', key: 'slug', updated: 'updated_at', published: true },
  '/news/:news': { table: 'news', key: 'slug', updated: 'updated_at', published: true },
  '/press/:press': { table: 'press_articles', key: 'slug', updated: 'updated_at', published: true },
  '/interview/:interview': { table: 'interviews', key: 'slug', updated: 'updated_at', published: true },
  // An article withdrawn from sale (active = 0) is no page any more.
  '/shop/:itemId': { table: 'shop_items', key: 'id', onlyActive: true },
  // The check a licence card's QR code opens.
  '/licence/:code': { table: 'licences', key: 'check_code', onlyIssued: true, private: true },
};

/** The conditions a row must meet to be a page at `now` (`TRUE` when there are none). */
function shownCondition(page: (typeof DETAIL_PAGES)[string], now: Date) {
  const conditions = [
    ...(page.onlyActive ? [sql`active = 1`] : []),
    ...(page.onlyIssued ? [sql`status = 'issued'`] : []),
    ...(page.published ? [publicCondition(page.table, now)] : []),
  ];
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`1 = 1`;
}

/** Does the row behind a detail page exist (and is it shown at `now`, the server's clock)? */
export async function detailExists(db: Db, pattern: string, id: string, now: Date = new Date()): Promise<boolean> {
  const page = DETAIL_PAGES[pattern];
  if (!page) return true;
  const row = await sql<{
    found: number;
  }>`SELECT 1 AS found FROM ${sql.table(page.table)} WHERE ${sql.ref(page.key)} = ${id} AND ${shownCondition(page, now)} LIMIT 1`.execute(
    db,
  );
  return row.rows.length > 0;
}

/** Every detail page shown at `now`: its path and, when known, its last change (YYYY-MM-DD). */
export async function detailPaths(db: Db, now: Date = new Date()): Promise<{ path: string; updated?: string }[]> {
  const paths: { path: string; updated?: string }[] = [];
  for (const [pattern, page] of Object.entries(DETAIL_PAGES)) {
    if (page.private) continue;
    const updated = page.updated ? sql.ref(page.updated) : sql`NULL`;
    const result = await sql<{
      id: string;
      updated: string | null;
    }>`SELECT ${sql.ref(page.key)} AS id, ${updated} AS updated FROM ${sql.table(page.table)} WHERE ${shownCondition(page, now)} ORDER BY 1`.execute(
      db,
    );
    const prefix = pattern.slice(0, pattern.lastIndexOf('/') + 1);
    for (const row of result.rows) {
      paths.push({
        path: `${prefix}${encodeURIComponent(String(row.id))}`,
        ...(row.updated ? { updated: String(row.updated).slice(0, 10) } : {}),
      });
    }
  }
  return paths;
}
