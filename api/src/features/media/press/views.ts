/** What the site shows of a press article (its page, the list, the back office's preview). */
import { PressArticle, PressSummary } from '@wado/shared/schemas';
import type { Selectable } from 'kysely';
import type { MediaTables } from '../tables';

type PressRow = {
  slug: string;
  source: string;
  published_at: string;
  title: string;
  excerpt: string;
  url: string | null;
};
export const toSummary = (row: PressRow): PressSummary => ({
  slug: row.slug,
  source: row.source,
  publishedAt: row.published_at,
  title: row.title,
  excerpt: row.excerpt,
  url: row.url,
});

/** A press article as its page shows it (also the back office's preview, whatever its status). */
export const pressArticleOf = (row: Selectable<MediaTables['press_articles']>): PressArticle => ({
  ...toSummary(row),
  author: row.author,
  body: row.body,
});
