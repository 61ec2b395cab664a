import { PartnerList } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';

/** `GET /api/partners`: the partners in their display order (footer and partners page). */
export async function partnerRoutes(app: Api, { db }: { db: Db }) {
  app.get('/api/partners', { schema: { response: { 200: PartnerList } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'public, max-age=60');
    return db
      .selectFrom('partners')
      .select(['name', 'image', 'website', 'description'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  });
}
