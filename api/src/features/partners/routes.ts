import type { FastifyInstance } from 'fastify';
import type { Partner } from '@wado/shared/contract';
import type { Db } from '../../db/connection';

const partnerListSchema = {
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          image: { type: 'string' },
          website: { type: 'string' },
          description: { type: 'string' },
        },
        required: ['name', 'image', 'website', 'description'],
      },
    },
  },
} as const;

/** `GET /api/partners`: the partners in their display order (footer and partners page). */
export async function partnerRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/partners', { schema: partnerListSchema }, async (_request, reply): Promise<Partner[]> => {
    void reply.header('Cache-Control', 'public, max-age=60');
    return db
      .selectFrom('partners')
      .select(['name', 'image', 'website', 'description'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  });
}
