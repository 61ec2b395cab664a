import type { FastifyInstance } from 'fastify';
import type { PressArticle, PressSummary } from '@wado/shared/contract';
import type { Db } from '../../../db/connection';
import { HttpError } from '../../errors';
import { slugParams } from '../../paging';
import { registerNewestList } from '../newestList';

const summaryProperties = {
  slug: { type: 'string' },
  source: { type: 'string' },
  publishedAt: { type: 'string' },
  title: { type: 'string' },
  excerpt: { type: 'string' },
  url: { type: ['string', 'null'] },
} as const;
const articleProperties = { ...summaryProperties, author: { type: 'string' }, body: { type: 'string' } } as const;

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
export async function pressRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerNewestList(app, db, {
    path: '/api/press',
    table: 'press_articles',
    columns: ['slug', 'source', 'published_at', 'title', 'excerpt', 'url'],
    dateColumn: 'published_at',
    itemProperties: summaryProperties,
    toItem: toSummary,
  });

  app.get<{ Params: { press: string } }>(
    '/api/press/:press',
    {
      schema: {
        params: slugParams('press'),
        response: { 200: { type: 'object', properties: articleProperties, required: Object.keys(articleProperties) } },
      },
    },
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
