import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ENDPOINTS, knownIds, requestsFor, type KnownIds } from './endpoints';
import { onPostgres } from '../postgres/databases';
import { runs, send, timeLimit, startPropertyApp, writeMark, writtenSince } from './harness';
import { BACK_OFFICE_WRITERS } from './backOfficeEndpoints';
import { EDITING_WRITERS } from './editingEndpoints';

jest.setTimeout(60_000);

/**
 * Thousands of random and hostile requests at every route of the server. For each one: never a
 * 5xx, every API refusal is the JSON error body with a French message, a refused request writes
 * nothing (no line in the write log that a trigger on each table keeps), a read never writes, no
 * markup sent in comes back as markup, and every cookie set is HttpOnly and SameSite.
 */

/** Markup that would run if a page or feed echoed it unescaped. */
const LIVE_MARKUP = /<script>alert|<img src=x onerror|<svg onload|href="javascript:/i;
/** Types a browser or feed reader would interpret as markup. */
const MARKUP_TYPES = /html|xml|svg/;

/** The routes that may write on a success (any other route must never change the database). */
// The health check writes its one row by design (proof that the database takes writes).
const WRITERS = new Set([
  'GET /api/health',
  // A search after a change of the back office first rebuilds the search index (its own tables).
  'GET /api/search',
  'GET /cookies/acceptCookies',
  'POST /api/newsletter',
  'POST /api/newsletter/unsubscribe',
  'POST /api/newsletter/confirm',
  'POST /api/orders',
  // A new HelloAsso checkout of a card order (a card_payments row).
  'POST /api/orders/:reference/card-payment',
  'POST /api/donations',
  'POST /api/donations/:token/payment',
  'POST /api/events/:event/registrations',
  'POST /api/registration/pay',
  'POST /api/registration/cancel',
  'POST /api/registration/confirm',
  'POST /api/admin/orders/:reference/status',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/password',
  'POST /api/auth/invitations/:token',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/:token',
  'POST /api/admin/people',
  'PUT /api/admin/people/:person/roles',
  'POST /api/admin/people/:person/disable',
  'POST /api/admin/people/:person/invitation',
  'POST /api/admin/people/:person/tokens',
  'DELETE /api/admin/people/:person/tokens/:token',
  'POST /api/admin/uploads',
  // A link of « Mon espace » (a row and an e-mail), the use of one, the end of a session, a cancellation.
  'POST /api/espace/link',
  'POST /api/espace/session',
  'POST /api/espace/sign-out',
  'POST /api/espace/registrations/:reference/cancel',
  // A new address (a row, two e-mails), its confirmation, an erasure (rows deleted, the log, two e-mails).
  'POST /api/espace/email',
  'POST /api/espace/email/confirm',
  'POST /api/espace/erasure',
  ...EDITING_WRITERS,
  ...BACK_OFFICE_WRITERS,
]);

function servedAsData(response: LightMyRequestResponse): string | null {
  for (const cookie of ([] as string[]).concat(response.headers['set-cookie'] ?? [])) {
    if (!/;\s*HttpOnly/i.test(cookie) || !/;\s*SameSite=(Lax|Strict)/i.test(cookie))
      return `cookie sans HttpOnly ou SameSite : ${cookie}`;
  }
  const type = String(response.headers['content-type'] ?? '');
  if (MARKUP_TYPES.test(type) && LIVE_MARKUP.test(response.body))
    return `balisage renvoyé tel quel (${type}) : ${response.body.match(LIVE_MARKUP)![0]}`;
  if (type.startsWith('application/json') && response.body !== '') {
    try {
      JSON.parse(response.body);
    } catch {
      return `JSON illisible : ${response.body.slice(0, 100)}`;
    }
  }
  return null;
}

/**
 * Requests per route: more for POST routes, whose success paths need luckier draws. The PostgreSQL
 * pass sends half as many: its inputs are of the SQLite pass's kind (new ones at every run, the
 * seed being random), and what it adds (the other database's constraints, errors and write log)
 * shows in the first requests of each route, each of which costs about twice as much there.
 */
const requestsPerRoute = (key: string) => runs((key.startsWith('POST') ? 200 : 40) * (onPostgres() ? 0.5 : 1));

describe('hostile requests at every route', () => {
  let env: Awaited<ReturnType<typeof startPropertyApp>>;
  let ids: KnownIds;

  beforeAll(async () => {
    env = await startPropertyApp();
    ids = await knownIds(env.app);
    // Plenty of stock, so that random valid orders keep reaching the success path.
    await env.app.db.updateTable('shop_variants').set({ stock: 1_000_000 }).execute();
  });
  afterAll(async () => env?.cleanup());

  for (const key of Object.keys(ENDPOINTS)) {
    it(
      `${key}: never a 5xx, French JSON refusals, nothing written when refused`,
      async () => {
        await fc.assert(
          fc.asyncProperty(requestsFor(key, ids), async (request: InjectOptions) => {
            const before = await writeMark(env.app);
            const response = await send(env.app, request);
            const refused = response.statusCode >= 400;
            if (refused || !WRITERS.has(key)) {
              const written = await writtenSince(env.app, before);
              // A plain check, not `expect`: it runs for each of thousands of requests, and each
              // `expect` call builds an error to remember where it was called from.
              if (Object.keys(written).length > 0)
                throw new Error(
                  `${request.method} ${String(request.url)} → ${response.statusCode} a écrit : ${JSON.stringify(written)}`,
                );
            }
            const markup = servedAsData(response);
            if (markup) throw new Error(`${request.method} ${String(request.url)} : ${markup}`);
          }),
          { numRuns: requestsPerRoute(key) },
        );
      },
      timeLimit(60_000),
    );
  }
});
