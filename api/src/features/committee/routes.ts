import { CommitteeResponse } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';

/** `GET /api/committee`: every body in its display order, each with its members in order. */
export async function committeeRoutes(app: Api, { db }: { db: Db }) {
  app.get('/api/committee', { schema: { response: { 200: CommitteeResponse } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    const bodies = await db.selectFrom('committee_bodies').selectAll().orderBy('position').orderBy('slug').execute();
    const members = await db.selectFrom('committee_members').selectAll().orderBy('position').orderBy('id').execute();
    return {
      bodies: bodies.map((body) => ({
        id: body.slug,
        name: body.name,
        description: body.description,
        members: members
          .filter((member) => member.body_slug === body.slug)
          .map((member) => ({
            id: member.id,
            name: member.name,
            role: member.role,
            portrait: member.portrait,
            portraitAlt: member.portrait_alt,
            bio: member.bio,
          })),
      })),
    };
  });
}
