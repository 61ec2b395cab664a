import { CommitteeResponse } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { imagesOfUploads } from '../media';

/** `GET /api/committee`: every body in its display order, each with its members in order. */
export async function committeeRoutes(app: Api, { db }: { db: Db }) {
  app.get('/api/committee', { schema: { response: { 200: CommitteeResponse } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    const bodies = await db.selectFrom('committee_bodies').selectAll().orderBy('position').orderBy('slug').execute();
    const members = await db.selectFrom('committee_members').selectAll().orderBy('position').orderBy('id').execute();
    const uploads = await imagesOfUploads(
      db,
      members.map((member) => member.portrait_upload_id),
    );
    return {
      bodies: bodies.map((body) => ({
        id: body.slug,
        name: body.name,
        description: body.description,
        members: members
          .filter((member) => member.body_slug === body.slug)
          .map((member) => {
            const uploaded = member.portrait_upload_id === null ? undefined : uploads.get(member.portrait_upload_id);
            return {
              id: member.id,
              name: member.name,
              role: member.role,
              portrait: uploaded?.url ?? member.portrait,
              portraitAlt: member.portrait_alt,
              bio: member.bio,
              ...(uploaded ? { portraitImage: { ...uploaded, alt: member.portrait_alt } } : {}),
            };
          }),
      })),
    };
  });
}
