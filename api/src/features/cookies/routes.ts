import type { FastifyInstance } from 'fastify';
import { TERMS_VERSION } from '@wado/shared/contract';
import type { Db } from '../../db/connection';

export const TERMS_COOKIE = 'cgu_accepted';
/**
 * 180 days: the CNIL keeps a visitor's choice about six months before asking again. The cookie
 * only records the acceptance of the terms (strictly necessary, no consent needed).
 */
export const TERMS_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

const acceptanceSchema = {
  response: {
    200: {
      type: 'object',
      properties: { accepted: { type: 'boolean' } },
      required: ['accepted'],
    },
  },
} as const;

/** Spec §7: the two calls of the terms banner, made with credentials. */
export async function cookieRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/cookies/isAlreadyAccepted', { schema: acceptanceSchema }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    // A cookie from an older version of the terms means: ask again.
    return { accepted: request.cookies[TERMS_COOKIE] === TERMS_VERSION };
  });

  app.get('/cookies/acceptCookies', { schema: acceptanceSchema }, async (request, reply) => {
    await db
      .insertInto('terms_acceptances')
      .values({ accepted_at: new Date().toISOString(), terms_version: TERMS_VERSION })
      .execute();
    void reply
      .header('Cache-Control', 'no-store')
      .setCookie(TERMS_COOKIE, TERMS_VERSION, {
        path: '/',
        maxAge: TERMS_COOKIE_MAX_AGE_S,
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
    return { accepted: true };
  });
}
