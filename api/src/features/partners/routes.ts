import { PartnerList } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { imagesOfUploads } from '../media';

/**
 * `GET /api/partners`: the partners in their display order (footer and partners page). Revalidated
 * at each use (`no-cache`): a partner edited in the back office shows on the next page.
 */
export async function partnerRoutes(app: Api, { db }: { db: Db }) {
  app.get('/api/partners', { schema: { response: { 200: PartnerList } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    const rows = await db.selectFrom('partners').selectAll().orderBy('position').orderBy('id').execute();
    const uploads = await imagesOfUploads(
      db,
      rows.map((row) => row.logo_upload_id),
    );
    return rows.map((row) => {
      const uploaded = row.logo_upload_id === null ? undefined : uploads.get(row.logo_upload_id);
      return {
        name: row.name,
        image: uploaded?.url ?? row.image,
        website: row.website,
        description: row.description,
        ...(uploaded ? { logo: { ...uploaded, alt: row.logo_alt } } : {}),
      };
    });
  });
}
