import { MemberCheckRequest, MemberCheckResponse } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { findActiveMember } from './check';

/**
 * `POST /api/members/check`: is this a licence in an affiliated club, valid this season? The
 * answer says only yes or no (and the club), never who holds a licence.
 */
export async function memberRoutes(app: Api, { db }: { db: Db }) {
  app.post(
    '/api/members/check',
    { bodyLimit: 2 * 1024, schema: { body: MemberCheckRequest, response: { 200: MemberCheckResponse } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const member = await findActiveMember(db, request.body.licenceNumber, request.body.lastName);
      return member
        ? { affiliated: true as const, clubName: member.clubName, seasonEnd: member.seasonEnd }
        : { affiliated: false as const };
    },
  );
}
