import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** The tables of records edited in the back office and shown on the public site. */
export const PUBLISHED_TABLES = ['news', 'events', 'albums', 'press_articles', 'interviews'] as const;
export type PublishedTable = (typeof PUBLISHED_TABLES)[number];

/**
 * The condition of every public read of `table`: the row is published and its publication instant
 * has passed at `now` (the server's clock). Drafts, unpublished rows and rows scheduled for later
 * never reach a visitor: lists, details, feeds, calendars, sitemap, page statuses.
 */
export function isPublic(table: PublishedTable, now: Date): Expression<SqlBool> {
  return publicCondition(table, now);
}

/** The same condition as SQL, for queries written with `sql` (the sitemap's). */
export function publicCondition(table: string, now: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${table}.status`)} = 'published' AND ${sql.ref(`${table}.publish_at`)} <= ${now.toISOString()})`;
}
