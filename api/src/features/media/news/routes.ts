import { NewsArticle, NewsPage, NewsParams, NewsSummary, PagingQuery, TextDocument } from '@wado/shared/schemas';
import { NEWS_FEED_PATH } from '@wado/shared/contract';
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Database } from '../../../db/schema';
import type { Api } from '../../contract';
import { HttpError } from '../../errors';
import { image, pageOfQuery, publicUrlOf } from '../../paging';
import { DEFAULT_IMAGE, imageOf, imagesOfUploads } from '../images';
import { isPublic } from '../published';
import type { MediaTables } from '../tables';
import { rssFeed } from './rss';
import { readSiteSettings } from '../../settings/store';

const SCENE = { width: 800, height: 500 };
const FEED_SIZE = 20;
const RSS = 'application/rss+xml';
const RSS_TYPE = `${RSS}; charset=utf-8`;

const SUMMARY_COLUMNS = ['slug', 'title', 'published_at', 'summary', 'image', 'image_alt', 'image_upload_id'] as const;
type NewsRow = Pick<Selectable<MediaTables['news']>, (typeof SUMMARY_COLUMNS)[number]>;
const newestFirst = (news: SelectQueryBuilder<Database, 'news', object>) =>
  news.select(SUMMARY_COLUMNS).orderBy('published_at', 'desc').orderBy('id', 'desc');

/** The summaries of news rows, their uploaded images read at once. */
async function summariesOf(db: Db, rows: NewsRow[]): Promise<NewsSummary[]> {
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

/** `/api/news` (newest first), `/api/news/{slug}`, and the RSS feed `/api/news/feed.xml`: published news only. */
export async function newsRoutes(app: Api, { db, now }: { db: Db; now: () => Date }) {
  const published = () => db.selectFrom('news').where(isPublic('news', now()));

  app.get(
    '/api/news',
    { schema: { querystring: PagingQuery(), response: { 200: NewsPage } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return pageOfQuery(published(), request.query, newestFirst, (rows) => summariesOf(db, rows));
    },
  );

  app.get(NEWS_FEED_PATH, { schema: { response: { 200: TextDocument(RSS) } } }, async (request, reply) => {
    const rows = await newestFirst(published()).limit(FEED_SIZE).execute();
    const summaries = await summariesOf(db, rows);
    return reply
      .type(RSS_TYPE)
      .header('Cache-Control', 'public, max-age=900')
      .send(rssFeed(summaries, publicUrlOf(request), now(), await readSiteSettings(db)));
  });

  app.get(
    '/api/news/:news',
    { schema: { params: NewsParams, response: { 200: NewsArticle } } },
    async (request, reply): Promise<NewsArticle> => {
      const row = await published().selectAll().where('slug', '=', request.params.news).executeTakeFirst();
      if (!row) throw new HttpError(404, 'Cette actualité est introuvable.');
      void reply.header('Cache-Control', 'no-cache');
      return newsArticleOf(db, row, now());
    },
  );
}
