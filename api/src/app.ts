import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { ServerConfig } from './config';
import { migrate, openDatabase, type Db } from './db/connection';
import { seed } from './db/seed';
import { errorBody, registerErrorHandling } from './features/errors';
import { cookieRoutes } from './features/cookies/routes';
import { partnerRoutes } from './features/partners/routes';
import { newsletterRoutes } from './features/newsletter/routes';
import { contentRoutes } from './features/content/routes';
import { siteRoutes } from './features/site/routes';
import { shopPlugin } from './features/shop/plugin';
import { committeeRoutes } from './features/committee/routes';
import { clubRoutes } from './features/clubs/routes';
import { membershipRoutes } from './features/membership/routes';
import { lexiconRoutes } from './features/lexicon/routes';
import { selectionRoutes } from './features/selection/routes';
import { mediaRoutes } from './features/media/plugin';
import { securityHeaders } from './features/security/headers';
import { rateLimits } from './features/security/rateLimits';
import { refuseMalformedInput } from './features/security/inputGuards';
import { seoRoutes } from './features/seo/routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Errors Fastify raises before routing (a URL that cannot be decoded): the usual JSON body. */
function onFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message = status < 500 ? "Cette adresse n'est pas valide." : 'Une erreur interne est survenue. Veuillez réessayer ultérieurement.';
  void reply.status(status).type('application/json; charset=utf-8').send(errorBody(status, message));
}

/** The whole server, ready to listen (or to be driven with `inject` in tests). */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Query strings such as ?page=2 stay strings until the schema says otherwise.
    ajv: { customOptions: { coerceTypes: true, removeAdditional: true, allErrors: false } },
    // Malformed URLs (bad percent-encoding) answer like every other error.
    frameworkErrors: onFrameworkError,
  });

  const db = openDatabase(config.dataDir);
  await migrate(db);
  await seed(db, config.seedDir);
  app.decorate('db', db);
  app.addHook('onClose', async () => db.destroy());

  registerErrorHandling(app);
  refuseMalformedInput(app);
  // Called, not registered: their hooks must reach every route of the root context.
  await securityHeaders(app, { config });
  await rateLimits(app, { config });
  await app.register(fastifyCookie);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  await app.register(cookieRoutes, { db });
  await app.register(partnerRoutes, { db });
  await app.register(newsletterRoutes, { db });
  await app.register(contentRoutes, { db });
  await app.register(committeeRoutes, { db });
  await app.register(clubRoutes, { db });
  await app.register(membershipRoutes, { db });
  await app.register(lexiconRoutes, { db });
  await app.register(selectionRoutes, { db });
  await app.register(mediaRoutes, { db });
  await app.register(shopPlugin, { db, config });
  await app.register(seoRoutes, { db });
  await app.register(siteRoutes, { config });
  return app;
}
