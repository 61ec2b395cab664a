import { NewsArticle, NewsPage, NewsParams, NewsSummary, PagingQuery, TextDocument } from '@wado/shared/schemas';
import { NEWS_FEED_PATH } from '@wado/shared/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Database } from '../../../db/schema';
import type { Api } from '../../contract';
import { HttpError } from '../../errors';
import { image, pageOfQuery, publicUrlOf } from '../../paging';
import { rssFeed } from './rss';

const SCENE = { width: 800, height: 500 };
const FEED_SIZE = 20;
const RSS = 'application/rss+xml';
const RSS_TYPE = `${RSS}; charset=utf-8`;

const SUMMARY_COLUMNS = ['slug', 'title', 'published_at', 'summary', 'image', 'image_alt'] as const;
type NewsRow = { slug: string; title: string; published_at: string; summary: string; image: string; image_alt: string };
const newestFirst = (news: SelectQueryBuilder<Database, 'news', object>) =>
  news.select(SUMMARY_COLUMNS).orderBy('published_at', 'desc').orderBy('id', 'desc');
const toSummary = (row: NewsRow): NewsSummary => ({
  slug: row.slug,
  title: row.title,
  publishedAt: row.published_at,
  summary: row.summary,
  image: image(row.image, row.image_alt, SCENE.width, SCENE.height),
});

/** `/api/news` (newest first), `/api/news/{slug}`, and the RSS feed `/api/news/feed.xml`. */
export async function newsRoutes(app: Api, { db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  app.get(
    '/api/news',
    { schema: { querystring: PagingQuery(), response: { 200: NewsPage } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return pageOfQuery(db.selectFrom('news'), request.query, newestFirst, (rows) => rows.map(toSummary));
    },
  );

  app.get(NEWS_FEED_PATH, { schema: { response: { 200: TextDocument(RSS) } } }, async (request, reply) => {
    const rows = await newestFirst(db.selectFrom('news')).limit(FEED_SIZE).execute();
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
