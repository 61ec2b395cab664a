import type { FastifyInstance } from 'fastify';
import type { CommitteeResponse } from '@wado/shared/contract';
import type { Db } from '../../db/connection';

const memberSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    role: { type: 'string' },
    portrait: { type: 'string' },
    portraitAlt: { type: 'string' },
    bio: { type: 'string' },
  },
  required: ['id', 'name', 'role', 'portrait', 'portraitAlt', 'bio'],
} as const;

const committeeSchema = {
  response: {
    200: {
      type: 'object',
      properties: {
        bodies: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              name: { type: 'string' },
              description: { type: 'string' },
              members: { type: 'array', items: memberSchema },
            },
            required: ['id', 'name', 'description', 'members'],
          },
        },
      },
      required: ['bodies'],
    },
  },
} as const;

/** `GET /api/committee`: every body in its display order, each with its members in order. */
export async function committeeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/committee', { schema: committeeSchema }, async (_request, reply): Promise<CommitteeResponse> => {
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
