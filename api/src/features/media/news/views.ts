/** What the site shows of a news article (its page, the list, the feed, the back office's preview). */
import { NewsArticle, NewsSummary } from '@wado/shared/schemas';
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Database } from '../../../db/schema';
import { image } from '../../paging';
import { DEFAULT_IMAGE, imageOf, imagesOfUploads } from '../images';
import { isPublic } from '../published';
import type { MediaTables } from '../tables';

const SCENE = { width: 800, height: 500 };

const SUMMARY_COLUMNS = ['slug', 'title', 'published_at', 'summary', 'image', 'image_alt', 'image_upload_id'] as const;
type NewsRow = Pick<Selectable<MediaTables['news']>, (typeof SUMMARY_COLUMNS)[number]>;
export const newestFirst = (news: SelectQueryBuilder<Database, 'news', object>) =>
  news.select(SUMMARY_COLUMNS).orderBy('published_at', 'desc').orderBy('id', 'desc');

/** The summaries of news rows, their uploaded images read at once. */
export async function summariesOf(db: Db, rows: NewsRow[]): Promise<NewsSummary[]> {
  const uploads = await imagesOfUploads(
    db,
    rows.map((row) => row.image_upload_id),
  );
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    publishedAt: row.published_at,
    summary: row.summary,
    image: imageOf(
      uploads,
      row.image_upload_id,
      row.image_alt,
      // A news item written without an image shows the site's own picture.
      row.image ? image(row.image, row.image_alt, SCENE.width, SCENE.height) : DEFAULT_IMAGE,
    ),
  }));
}

/**
 * A news item as its page shows it (also the back office's preview, whatever its status), with
 * the event it is about when that event is public at `now`.
 */
export async function newsArticleOf(db: Db, row: Selectable<MediaTables['news']>, now: Date): Promise<NewsArticle> {
  const [summary] = await summariesOf(db, [row]);
  const event =
    row.event_id === null
      ? undefined
      : await db
          .selectFrom('events')
          .select(['slug', 'title', 'start_date', 'end_date'])
          .where('id', '=', row.event_id)
          .where(isPublic('events', now))
          .executeTakeFirst();
  return {
    ...summary!,
    body: row.body,
    author: row.author,
    ...(event
      ? { event: { slug: event.slug, title: event.title, startDate: event.start_date, endDate: event.end_date } }
      : {}),
  };
}
