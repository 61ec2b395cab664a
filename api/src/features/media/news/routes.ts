import { NewsArticle, NewsParams, NewsSummary, TextDocument } from '@wado/shared/schemas';
import { NEWS_FEED_PATH } from '@wado/shared/contract';
import type { Db } from '../../../db/connection';
import type { Api } from '../../contract';
import { HttpError } from '../../errors';
import { image, publicUrlOf } from '../../paging';
import { registerNewestList } from '../newestList';
import { rssFeed } from './rss';

const SCENE = { width: 800, height: 500 };
const FEED_SIZE = 20;
const RSS = 'application/rss+xml';
const RSS_TYPE = `${RSS}; charset=utf-8`;

const SUMMARY_COLUMNS = ['slug', 'title', 'published_at', 'summary', 'image', 'image_alt'] as const;
type NewsRow = { slug: string; title: string; published_at: string; summary: string; image: string; image_alt: string };
const toSummary = (row: NewsRow): NewsSummary => ({
  slug: row.slug,
  title: row.title,
  publishedAt: row.published_at,
  summary: row.summary,
  image: image(row.image, row.image_alt, SCENE.width, SCENE.height),
});

/** `/api/news` (newest first), `/api/news/{slug}`, and the RSS feed `/api/news/feed.xml`. */
export async function newsRoutes(app: Api, { db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  registerNewestList(app, db, {
    path: '/api/news',
    table: 'news',
    columns: SUMMARY_COLUMNS,
    dateColumn: 'published_at',
    item: NewsSummary,
    toItem: toSummary,
  });

  app.get(NEWS_FEED_PATH, { schema: { response: { 200: TextDocument(RSS) } } }, async (request, reply) => {
    const rows = await db
      .selectFrom('news')
      .select([...SUMMARY_COLUMNS])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(FEED_SIZE)
      .execute();
    return reply
      .type(RSS_TYPE)
      .header('Cache-Control', 'public, max-age=900')
      .send(rssFeed(rows, publicUrlOf(request), now()));
  });

  app.get(
    '/api/news/:news',
    { schema: { params: NewsParams, response: { 200: NewsArticle } } },
    async (request, reply): Promise<NewsArticle> => {
      const row = await db.selectFrom('news').selectAll().where('slug', '=', request.params.news).executeTakeFirst();
      if (!row) throw new HttpError(404, 'Cette actualité est introuvable.');
      void reply.header('Cache-Control', 'no-cache');
      return { ...toSummary(row), body: row.body, author: row.author };
    },
  );
}
