import { NewsArticle, NewsPage, NewsParams, PagingQuery, TextDocument } from '@wado/shared/schemas';
import { NEWS_FEED_PATH } from '@wado/shared/contract';
import type { Db } from '../../../db/connection';
import type { Api } from '../../contract';
import { HttpError } from '../../errors';
import { pageOfQuery, publicUrlOf } from '../../paging';
import { isPublic } from '../published';
import { rssFeed } from './rss';
import { readSiteSettings } from '../../settings';
import { newestFirst, newsArticleOf, summariesOf } from './views';

const FEED_SIZE = 20;
const RSS = 'application/rss+xml';
const RSS_TYPE = `${RSS}; charset=utf-8`;

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
