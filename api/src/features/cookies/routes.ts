import { randomBytes } from 'node:crypto';
import { TERMS_VERSION } from '@wado/shared/contract';
import { CookieAcceptance } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { sendApiError } from '../errors';
import type { WritesDatabaseConfig } from '../routeWrites';
import { isCrossSite, isPageNavigation, sendBackToPage } from '../security';
import { acceptsCurrentTerms, TERMS_COOKIE, TERMS_COOKIE_MAX_AGE_S, termsCookieValue } from './terms';

const acceptanceSchema = { response: { 200: CookieAcceptance } };

/**
 * Spec §7: the two calls of the terms banner, made with credentials. The banner's « J'accepte »
 * is also a form the browser sends itself when the page has no scripts: that request, a page
 * navigation, is answered by a redirect back to the page, which the server then renders without
 * the banner. A navigation from another site, or from the address bar, records nothing.
 */
export async function cookieRoutes(app: Api, { db, publicUrl }: { db: Db; publicUrl: string }) {
  app.get('/cookies/isAlreadyAccepted', { schema: acceptanceSchema }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { accepted: acceptsCurrentTerms(request.cookies[TERMS_COOKIE]) };
  });

  app.get(
    '/cookies/acceptCookies',
    {
      schema: acceptanceSchema,
      // A GET that writes: rate-limited per client address like every write (routeWrites).
      config: { writesDatabase: true } satisfies WritesDatabaseConfig,
      // Not recorded (too many requests, the database away): a page goes back as it was, banner
      // included, rather than to a JSON error; the scripts' call gets the JSON error.
      errorHandler: (error, request, reply) => {
        if (!isPageNavigation(request)) return sendApiError(error, request, reply);
        if (error.statusCode === undefined || error.statusCode >= 500)
          request.log.error({ err: error }, 'request failed');
        return sendBackToPage(request, reply, publicUrl);
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const asPage = isPageNavigation(request);
      const answer = (accepted: boolean) => (asPage ? sendBackToPage(request, reply, publicUrl) : { accepted });
      if (asPage && isCrossSite(request, publicUrl)) return answer(false);
      // One row per browser: a browser that already holds the cookie of these terms was recorded.
      if (acceptsCurrentTerms(request.cookies[TERMS_COOKIE])) return answer(true);
      const acceptanceId = randomBytes(12).toString('base64url');
      await db
        .insertInto('terms_acceptances')
        .values({ accepted_at: new Date().toISOString(), terms_version: TERMS_VERSION, acceptance_id: acceptanceId })
        .execute();
      void reply.setCookie(TERMS_COOKIE, termsCookieValue(acceptanceId), {
        path: '/',
        maxAge: TERMS_COOKIE_MAX_AGE_S,
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
      return answer(true);
    },
  );
}
