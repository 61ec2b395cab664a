import { PressArticle, PressParams, PressSummary } from '@wado/shared/schemas';
import type { Db } from '../../../db/connection';
import type { Api } from '../../contract';
import { HttpError } from '../../errors';
import { registerNewestList } from '../newestList';

type PressRow = {
  slug: string;
  source: string;
  published_at: string;
  title: string;
  excerpt: string;
  url: string | null;
};
const toSummary = (row: PressRow): PressSummary => ({
  slug: row.slug,
  source: row.source,
  publishedAt: row.published_at,
  title: row.title,
  excerpt: row.excerpt,
  url: row.url,
});

/** `/api/press` (newest first) and `/api/press/{slug}`. */
export async function pressRoutes(app: Api, { db }: { db: Db }) {
  registerNewestList(app, db, {
    path: '/api/press',
    table: 'press_articles',
    columns: ['slug', 'source', 'published_at', 'title', 'excerpt', 'url'],
    dateColumn: 'published_at',
    item: PressSummary,
    toItem: toSummary,
  });

  app.get(
    '/api/press/:press',
    { schema: { params: PressParams, response: { 200: PressArticle } } },
    async (request, reply): Promise<PressArticle> => {
      const row = await db
        .selectFrom('press_articles')
        .selectAll()
        .where('slug', '=', request.params.press)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'Cet article de presse est introuvable.');
      void reply.header('Cache-Control', 'no-cache');
      return { ...toSummary(row), author: row.author, body: row.body };
    },
  );
}
