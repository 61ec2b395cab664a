import path from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { ServerConfig } from './config';
import { migrate, openDatabase, openHealthDatabase, type Db } from './db/connection';
import { seed } from './db/seed';
import { runExclusively } from './db/dialect';
import { RowsChanged } from './db/rowsChanged';
import { errorBody, registerErrorHandling } from './features/errors';
import { enforceContract } from './features/contract';
import { cookieRoutes } from './features/cookies/routes';
import { partnerRoutes } from './features/partners/routes';
import { adminSettingsRoutes, siteSettingsRoutes } from './features/settings/routes';
import { consistencyRoutes } from './features/consistency/routes';
import { moneyRoutes } from './features/money/routes';
import { binRoutes } from './features/bin/routes';
import { apiReferenceRoutes, registerApiReference } from './features/apiDocs/routes';
import { newsletterRoutes } from './features/newsletter/routes';
import { newsletterSendingPlugin } from './features/newsletter/sendingPlugin';
import { contentRoutes } from './features/content/routes';
import { siteRoutes } from './features/site/routes';
import { PageCache, readContentState } from './features/site';
import { LiveReleases } from './features/releases/liveReleases';
import type { PageRendererOptions } from './features/site/render/renderPage';
import { shopPlugin } from './features/shop/plugin';
import { committeeRoutes } from './features/committee/routes';
import { clubRoutes } from './features/clubs/routes';
import { membershipRoutes } from './features/membership/routes';
import { lexiconRoutes } from './features/lexicon/routes';
import { selectionRoutes } from './features/selection/routes';
import { mediaRoutes } from './features/media/plugin';
import { editingRoutes } from './features/editing/plugin';
import { licenseeRoutes } from './features/licensees';
import { competitionRoutes } from './features/competitions';
import { espaceRoutes } from './features/espace';
import { securityHeaders } from './features/security/headers';
import { rateLimits } from './features/security/rateLimits';
import { windowCountersFor } from './features/security/windowCounters';
import { refuseMalformedInput } from './features/security/inputGuards';
import { seoRoutes } from './features/seo/routes';
import { createMailer } from './features/mail/outbox';
import { donationAttachmentDrawers } from './features/donations/emails';
import { serializeRequest } from './features/logging/requestLog';
import { healthRoutes, refuseWritesWithoutStorage } from './features/health/routes';
import { systemClock, type Clock } from './features/clock';
import { identifyPeople } from './features/auth/guard';
import { createAuthFailureLimiter } from './features/security/authFailures';
import { authRoutes } from './features/auth/routes';
import { peopleRoutes } from './features/auth/peopleRoutes';
import { uploadRoutes } from './features/uploads/routes';
import { sharedFilesFor } from './features/files/sharedFiles';
import { shareImageRoutes } from './features/shareImages/routes';
import { decorateCardPayments } from './features/payments/plugin';
import { paymentRoutes } from './features/payments/routes';
import { registrationsPlugin } from './features/registrations/plugin';
import { donationsPlugin } from './features/donations/plugin';
import { searchRoutes } from './features/search/routes';
import { documentsPlugin } from './features/documents/plugin';
import { nameEveryPlugin } from './pluginNames';
import { schemaCompilers } from './schemaCompilers';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** PUBLIC_URL: the origin of every absolute link the server writes. */
    publicUrl: string;
    /** Now, as the server sees it (tests move it: scheduled publication, session expiry). */
    clock: Clock;
  }
}

/** Errors Fastify raises before routing (a URL that cannot be decoded): the usual JSON body. */
function onFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message =
    status < 500
      ? "Cette adresse n'est pas valide."
      : 'Une erreur interne est survenue. Veuillez réessayer ultérieurement.';
  void reply.status(status).type('application/json; charset=utf-8').send(errorBody(status, message));
}

/**
 * Fastify's own hop count trusts nothing (it cannot tell a proxy from a client), so a count is a
 * function: the `hops` addresses nearest the server are proxies, whatever comes before them in
 * X-Forwarded-For was written by the client. The server must then be reachable through the proxy
 * only (HOST=127.0.0.1 or a firewall); proxy addresses (`TRUST_PROXY=10.0.0.2`) do not need that.
 */
export function trustedProxies(
  setting: ServerConfig['trustProxy'],
): false | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * The writes after which this replica's kept pages are dropped: not `GET /cookies/acceptCookies`,
 * which writes but changes no page (a visitor's acceptance is part of the cache's key).
 */
const PAGE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The whole server, ready to listen (or to be driven with `inject` in tests; `logStream` lets a
 * test read the log; `pages` lets another build of the shell bring its own page assets).
 */
export async function buildApp(
  config: ServerConfig,
  options: { logStream?: Writable; pages?: PageRendererOptions; clock?: Clock } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 64 * 1024,
    schemaController: { compilersFactory: schemaCompilers(config.compiledSchemasDir) },
    // A client that sends its request a byte at a time is cut off (408) instead of holding a
    // connection for minutes. Node checks every `timeoutCheckMs`.
    requestTimeout: config.timeouts.requestTimeoutMs,
    http: {
      headersTimeout: config.timeouts.headersTimeoutMs,
      connectionsCheckingInterval: config.timeouts.timeoutCheckMs,
    },
    // Malformed URLs (bad percent-encoding) answer like every other error.
    frameworkErrors: onFrameworkError,
    // A plugin has two minutes to start, not Fastify's 10 s: the search index's rebuild waits for
    // another replica's under one lock, and a busy or slower machine seeds and compiles the routes'
    // schemas at half speed. Past 10 s the server gave up starting (« Plugin did not start in time »).
    pluginTimeout: 120_000,
  });

  nameEveryPlugin(app);
  // First: every route declared after this is checked against the contract, and documented.
  enforceContract(app);
  await registerApiReference(app);

  const db = openDatabase(config);
  await migrate(db);
  // What the seeding of this start adds (a new site's content, a seeded page put back): the search
  // indexes it at start-up (searchRoutes), which otherwise keeps the index it finds up to date.
  const seeded = new RowsChanged();
  // Replicas starting together: one seeds, the others then find the content there.
  await runExclusively(db, 'seed', (connection) => seed(connection.withPlugin(seeded), config.seedDir));
  app.decorate('db', db);
  app.decorate('publicUrl', config.publicUrl);
  const clock = options.clock ?? systemClock;
  app.decorate('clock', clock);
  // Filled by the editing routes, read by the bin (features/recordAccess.ts).
  app.decorate('recordRules', new Map());
  app.addHook('onClose', async () => db.destroy());

  // The pages rendered for anonymous visitors, served again a few seconds; emptied by any write
  // that went through on this replica (an order taking the last of a size shows at once), and by
  // the audit log's witness for what other replicas changed.
  const pageCache = new PageCache({
    ttlMs: config.pageCacheSeconds * 1000,
    readContentState: () => readContentState(db, clock.now()),
    contentNow: () => clock.now().getTime(),
  });
  app.addHook('onResponse', async (request, reply) => {
    if (PAGE_CHANGING_METHODS.has(request.method) && reply.statusCode < 400) pageCache.purge();
  });

  registerErrorHandling(app);
  refuseWritesWithoutStorage(app, db);
  refuseMalformedInput(app);
  // Called, not registered: their hooks must reach every route of the root context.
  await securityHeaders(app, { config });
  // Rate limits and failed sign-ins, counted where every replica sees them.
  const millis = () => clock.now().getTime();
  const counters = windowCountersFor(db, millis);
  await rateLimits(app, { config, counters, now: millis });
  await app.register(fastifyCookie);
  // Who each request acts for (back office): after the cookies are read, before any route.
  identifyPeople(app, { db, clock, failures: createAuthFailureLimiter(config.authFailures, counters, millis) });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // One outbox sender for the whole server (orders, newsletter): two would send the same e-mail twice.
  // Added after the database's onClose hook, so it stops first (root hooks run last-added first).
  const mailer = createMailer(db, { ...config.shop, drawers: donationAttachmentDrawers }, app.log);
  app.addHook('onClose', () => mailer.close());
  decorateCardPayments(app, { config, mailer });

  // Health answers from its own connection, outside the requests' pool (PostgreSQL).
  const healthDb = openHealthDatabase(config);
  if (healthDb) app.addHook('onClose', async () => healthDb.destroy());
  await app.register(healthRoutes, { db: healthDb ?? db });
  await app.register(authRoutes, {
    db,
    mailer,
    publicUrl: config.publicUrl,
    authFailures: config.authFailures,
    signInSlowdown: config.signInSlowdown,
    counters,
  });
  await app.register(peopleRoutes, { db, mailer, publicUrl: config.publicUrl });
  await app.register(cookieRoutes, { db, publicUrl: config.publicUrl });
  await app.register(partnerRoutes, { db });
  await app.register(siteSettingsRoutes, { db });
  await app.register(adminSettingsRoutes, { db, publicUrl: config.publicUrl });
  await app.register(consistencyRoutes, { db, publicUrl: config.publicUrl });
  await app.register(moneyRoutes, { db, publicUrl: config.publicUrl });
  await app.register(binRoutes, { db, publicUrl: config.publicUrl });
  await app.register(apiReferenceRoutes);
  await app.register(newsletterRoutes, { db, mailer, publicUrl: config.publicUrl });
  await app.register(newsletterSendingPlugin, { db, mailer, config });
  await app.register(contentRoutes, { db });
  await app.register(committeeRoutes, { db });
  await app.register(clubRoutes, { db });
  await app.register(membershipRoutes, { db });
  await app.register(lexiconRoutes, { db });
  await app.register(selectionRoutes, { db });
  await app.register(mediaRoutes, { db });
  await app.register(editingRoutes);
  await app.register(licenseeRoutes, { db, publicUrl: config.publicUrl, cardPayments: app.cardPayments, mailer });
  await app.register(competitionRoutes, { db, cardPayments: app.cardPayments });
  await app.register(paymentRoutes, { db, cardPayments: app.cardPayments, helloAsso: config.helloAsso });
  await app.register(shopPlugin, { db, config, mailer });
  await app.register(registrationsPlugin, { db, mailer });
  await app.register(donationsPlugin, { db, mailer });
  await app.register(espaceRoutes, {
    db,
    mailer,
    publicUrl: config.publicUrl,
    counters,
    authFailures: config.authFailures,
  });
  // Where images and documents are kept besides this server's folder (one store for both):
  // a bucket, the database on PostgreSQL, or nowhere else on SQLite.
  const sharedFiles = sharedFilesFor(config, db);
  // Before the search: the documents a new site is given count among what marks its index out of date.
  await app.register(documentsPlugin, { db, config, seeded, sharedFiles });
  await app.register(searchRoutes, { db, seeded });
  await app.register(seoRoutes, { db });
  await app.register(uploadRoutes, { db, config, sharedFiles });
  await app.register(shareImageRoutes, { config });
  // On PostgreSQL the sections' releases live in the database; each replica copies the live ones.
  const liveReleases = config.databaseUrl ? new LiveReleases(db, path.join(config.dataDir, 'releases'), app.log) : null;
  await app.register(siteRoutes, { config, pages: options.pages, liveReleases, pageCache });
  return app;
}
