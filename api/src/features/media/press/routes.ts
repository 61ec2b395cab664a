import { PagingQuery, PressArticle, PressPage, PressParams } from '@wado/shared/schemas';
import type { Db } from '../../../db/connection';
import type { Api } from '../../contract';
import { HttpError } from '../../errors';
import { pageOfQuery } from '../../paging';
import { isPublic } from '../published';
import { pressArticleOf, toSummary } from './views';

/** `/api/press` (newest first) and `/api/press/{slug}`: published articles. */
export async function pressRoutes(app: Api, { db, now }: { db: Db; now: () => Date }) {
  const published = () => db.selectFrom('press_articles').where(isPublic('press_articles', now()));

  app.get(
    '/api/press',
    { schema: { querystring: PagingQuery(), response: { 200: PressPage } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return pageOfQuery(
        published(),
        request.query,
        (press) =>
          press
            .select(['slug', 'source', 'published_at', 'title', 'excerpt', 'url'])
            .orderBy('published_at', 'desc')
            .orderBy('id', 'desc'),
        (rows) => rows.map(toSummary),
      );
    },
  );

  app.get(
    '/api/press/:press',
    { schema: { params: PressParams, response: { 200: PressArticle } } },
    async (request, reply): Promise<PressArticle> => {
      const row = await published().selectAll().where('slug', '=', request.params.press).executeTakeFirst();
      if (!row) throw new HttpError(404, 'Cet article de presse est introuvable.');
      void reply.header('Cache-Control', 'no-cache');
      return pressArticleOf(row);
    },
  );
}
