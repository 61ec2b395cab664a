import type { FastifyInstance } from 'fastify';
import type { ContentPage } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';

const contentSchema = {
  type: 'object',
  properties: {
    page: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    updatedAt: { type: 'string' },
  },
  required: ['page', 'title', 'body', 'updatedAt'],
} as const;

/** Content keys are short snake_case words (`kihon_kata`). */
export const PAGE_KEY_PATTERN = '^[a-z0-9_]{1,64}$';

async function findPage(db: Db, slug: string): Promise<ContentPage> {
  const row = await db.selectFrom('content_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new HttpError(404, "Cette page n'existe pas.");
  return { page: row.slug, title: row.title, body: row.body, updatedAt: row.updated_at };
}

/** Text pages (spec §7): `/api/content/{page}`, the sale conditions and the terms of use. */
export async function contentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onSend', async (_request, reply) => {
    // Edited in the database, shown at once: revalidated on every visit.
    if (!reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-cache');
  });

  app.get<{ Params: { page: string } }>(
    '/api/content/:page',
    {
      schema: {
        params: {
          type: 'object',
          properties: { page: { type: 'string', pattern: PAGE_KEY_PATTERN } },
          required: ['page'],
        },
        response: { 200: contentSchema },
      },
    },
    async (request) => findPage(db, request.params.page),
  );

  app.get('/api/saleConditions', { schema: { response: { 200: contentSchema } } }, async () =>
    findPage(db, 'sale_conditions'),
  );

  app.get('/api/terms', { schema: { response: { 200: contentSchema } } }, async () => findPage(db, 'terms'));
}
