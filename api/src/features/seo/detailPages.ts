import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * The detail routes of the route table and the rows behind them: what the sitemap lists, and how
 * the server knows that `/news/<slug>` exists before answering 200 (an unknown id gets a real 404).
 * `updated`: the column giving the page's last change for the sitemap, when there is one.
 */
export const DETAIL_PAGES: Record<string, { table: string; key: string; updated?: string; onlyActive?: boolean }> = {
  '/result/:result': { table: 'competitions', key: 'slug', updated: 'end_date' },
  '/event/:event': { table: 'events', key: 'slug' },
  '/news/:news': { table: 'news', key: 'slug', updated: 'published_at' },
  '/press/:press': { table: 'press_articles', key: 'slug', updated: 'published_at' },
  '/interview/:interview': { table: 'interviews', key: 'slug', updated: 'date' },
  // An article withdrawn from sale (active = 0) is no page any more.
  '/shop/:itemId': { table: 'shop_items', key: 'id', onlyActive: true },
};

/** Does the row behind a detail page exist? */
export async function detailExists(db: Db, pattern: string, id: string): Promise<boolean> {
  const page = DETAIL_PAGES[pattern];
  if (!page) return true;
  const active = page.onlyActive ? sql` AND active = 1` : sql``;
  const row = await sql<{
    found: number;
  }>`SELECT 1 AS found FROM ${sql.table(page.table)} WHERE ${sql.ref(page.key)} = ${id}${active} LIMIT 1`.execute(db);
  return row.rows.length > 0;
}

/** Every detail page: its path and, when known, its last change (YYYY-MM-DD). */
export async function detailPaths(db: Db): Promise<{ path: string; updated?: string }[]> {
  const paths: { path: string; updated?: string }[] = [];
  for (const [pattern, page] of Object.entries(DETAIL_PAGES)) {
    const updated = page.updated ? sql.ref(page.updated) : sql`NULL`;
    const active = page.onlyActive ? sql` WHERE active = 1` : sql``;
    const result = await sql<{
      id: string;
      updated: string | null;
    }>`SELECT ${sql.ref(page.key)} AS id, ${updated} AS updated FROM ${sql.table(page.table)}${active} ORDER BY 1`.execute(
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
