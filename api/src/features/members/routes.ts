import type { FastifyInstance } from 'fastify';
import type { MemberCheckRequest, MemberCheckResponse } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { findActiveMember } from './check';

/** Licence numbers are accepted with spaces or dashes (`WF 26 004217`), then normalised. */
export const licenceSchema = {
  type: 'object',
  properties: {
    licenceNumber: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9 -]+$' },
    lastName: { type: 'string', minLength: 1, maxLength: 60 },
  },
  required: ['licenceNumber', 'lastName'],
  additionalProperties: false,
} as const;

/**
 * `POST /api/members/check`: is this a licence in an affiliated club, valid this season? The
 * answer says only yes or no (and the club), never who holds a licence.
 */
export async function memberRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post<{ Body: MemberCheckRequest }>(
    '/api/members/check',
    {
      bodyLimit: 2 * 1024,
      schema: {
        body: licenceSchema,
        response: {
          200: {
            type: 'object',
            properties: {
              affiliated: { type: 'boolean' },
              clubName: { type: 'string' },
              seasonEnd: { type: 'string' },
            },
            required: ['affiliated'],
          },
        },
      },
    },
    async (request, reply): Promise<MemberCheckResponse> => {
      void reply.header('Cache-Control', 'no-store');
      const member = await findActiveMember(db, request.body.licenceNumber, request.body.lastName);
      return member
        ? { affiliated: true, clubName: member.clubName, seasonEnd: member.seasonEnd }
        : { affiliated: false };
    },
  );
}
