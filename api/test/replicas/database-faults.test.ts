/**
 * What a host's PostgreSQL does to a replica, done for real on the test server: connections cut
 * under way (pg_terminate_backend, what a failover does), a transaction that hangs holding its
 * locks (a replica frozen mid-transaction), a pool whose every connection waits, a restart. The
 * server lives through each without a restart: the requests caught answer a French 503 with
 * Retry-After, nothing is half-written, and the next requests are served as soon as the database is.
 * Runs on the PostgreSQL pass only (jest.config.cjs): SQLite has no connection to lose.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/testing/postgres';
import { DATABASE_UNAVAILABLE, DATABASE_RETRY_AFTER_SECONDS } from '../../src/features/errors';
import { UNHEALTHY } from '../../src/features/health/routes';
import {
  UNAVAILABLE_PAGE_CSP,
  UNAVAILABLE_PAGE_HEADING,
  UNAVAILABLE_PAGE_RETRY_AFTER_SECONDS,
  UNAVAILABLE_PAGE_TEXT,
} from '../../src/features/site/unavailablePage';
import { DEFAULT_DATABASE_WAITS, type DatabaseWaits } from '../../src/db/dialect';
import { countRows, expectApiError, startTestApp, tempDir } from '../helpers';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection of the test's own to the server's database (the other replica, the operator). */
async function connectTo(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** A request sent now: `inject` sends nothing until its answer is asked for. */
const sent = <T>(request: PromiseLike<T>): Promise<T> => Promise.resolve(request);

/**
 * Until `count` sessions of the database wait on a lock (the server's requests, mid-query). On a
 * connection of its own: inside a transaction (the locker's), PostgreSQL shows the same snapshot
 * of its activity at every read.
 */
async function waitingOnLocks(databaseUrl: string, count: number): Promise<void> {
  const observer = await connectTo(databaseUrl);
  try {
    for (const started = Date.now(); Date.now() - started < 20_000; await sleep(50)) {
      const { rows } = await observer.query<{ waiting: number }>(
        "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      if (rows[0]!.waiting >= count) return;
    }
    throw new Error(`${count} requêtes en attente d'un verrou attendues`);
  } finally {
    await observer.end();
  }
}

/** Whether the server answers `/api/partners` with a 200 within `ms`. */
async function servedAgainWithin(app: TestApp, ms: number): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < ms; await sleep(100)) {
    if ((await app.inject('/api/partners')).statusCode === 200) return true;
  }
  return false;
}

type TestApp = Awaited<ReturnType<typeof startTestApp>>['app'];
type TestServer = Awaited<ReturnType<typeof startTestApp>>;

/**
 * A test server with its own limits on PostgreSQL, and a session of the test's own on its database
 * (another replica, the operator); both closed afterwards, whatever the test did.
 */
async function withServerAndSession(
  waits: Partial<DatabaseWaits>,
  test: (env: TestServer, session: pg.Client) => Promise<void>,
): Promise<void> {
  const env = await startTestApp({ databaseWaits: { ...DEFAULT_DATABASE_WAITS, ...waits } });
  const session = await connectTo(env.config.databaseUrl);
  try {
    await test(env, session);
  } finally {
    await session.end();
    await env.cleanup();
  }
}

const subscribe = (app: TestApp, email: string) =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });

describe('PostgreSQL faults, lived through by one server', () => {
  it('survives every connection cut in the middle of queries: those answer 503 in French, the next ones are served', async () => {
    await withServerAndSession({ lockTimeoutMs: 20_000 }, async (env, locker) => {
      // Requests that hold their connections, mid-query: waiting on a table another session locked.
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE partners IN ACCESS EXCLUSIVE MODE');
      const caught = Array.from({ length: 6 }, () => sent(env.app.inject('/api/partners')));
      await waitingOnLocks(env.config.databaseUrl, 6);
      const cut = await locker.query(
        'SELECT count(pg_terminate_backend(pid))::int AS cut FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      expect(cut.rows[0].cut).toBeGreaterThanOrEqual(6);
      for (const response of await Promise.all(caught)) {
        expectApiError(response, 503, DATABASE_UNAVAILABLE);
        expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      }
      await locker.query('COMMIT');
      // Still the same process (an unheard 'error' of a connection in use would have ended it),
      // serving again on new connections. A backend ends a moment after pg_terminate_backend
      // answers: a request in that moment may still meet its connection, and gets a 503 too.
      expect(await servedAgainWithin(env.app, 5_000)).toBe(true);
      for (let i = 0; i < 12; i += 1) expect((await env.app.inject('/api/partners')).statusCode).toBe(200);
      expect((await env.app.inject('/api/health')).statusCode).toBe(200);
      expect((await subscribe(env.app, 'apres-coupure@exemple.fr')).statusCode).toBeLessThan(300);
    });
  });

  it('a lock held by a transaction that hangs: the requests that need it answer 503 after the lock limit, nothing written, then pass once it is released', async () => {
    await withServerAndSession({ lockTimeoutMs: 300 }, async (env, frozen) => {
      const before = await countRows(env.app, 'newsletter_subscriptions');
      await frozen.query('BEGIN');
      await frozen.query('LOCK TABLE newsletter_subscriptions IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const refused = await subscribe(env.app, 'bloquee@exemple.fr');
      expect(Date.now() - started).toBeLessThan(5_000);
      expectApiError(refused, 503, DATABASE_UNAVAILABLE);
      // Another table, another route: not held up.
      expect((await env.app.inject('/api/partners')).statusCode).toBe(200);
      await frozen.query('COMMIT');
      expect(await countRows(env.app, 'newsletter_subscriptions')).toBe(before);
      expect((await subscribe(env.app, 'bloquee@exemple.fr')).statusCode).toBeLessThan(300);
      expect(await countRows(env.app, 'newsletter_subscriptions')).toBe(before + 1);
    });
  });

  it('a transaction of the server left idle past its limit is ended by PostgreSQL: its locks go, and the server lives on', async () => {
    await withServerAndSession({ idleInTransactionTimeoutMs: 300 }, async (env, other) => {
      const idle = env.app.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(4242)`.execute(trx);
        await sleep(1_500);
        return sql`SELECT 1`.execute(trx);
      });
      const settled = idle.then(
        () => 'committed',
        () => 'ended',
      );
      await sleep(100);
      // The other side gets the lock once PostgreSQL has ended the idle transaction, well before it
      // would have committed.
      const started = Date.now();
      await other.query('SELECT pg_advisory_lock(4242)');
      expect(Date.now() - started).toBeLessThan(1_300);
      expect(await settled).toBe('ended');
      expect((await env.app.inject('/api/partners')).statusCode).toBe(200);
    });
  });

  it('health answers from outside the requests’ pool: every one of its connections waiting, the load balancer still hears 200 at once', async () => {
    await withServerAndSession({ lockTimeoutMs: 20_000 }, async (env, locker) => {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE partners IN ACCESS EXCLUSIVE MODE');
      // Ten connections in the pool: twelve requests hold all ten, two more queue for one.
      const waiting = Array.from({ length: 12 }, () => sent(env.app.inject('/api/partners')));
      await waitingOnLocks(env.config.databaseUrl, 10);
      const started = Date.now();
      expect((await env.app.inject('/api/health')).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      await locker.query('COMMIT');
      for (const response of await Promise.all(waiting)) expect(response.statusCode).toBe(200);
    });
  });
});

/** A stand-in for the shell's server build that reads a page's data as the real one does. */
const RENDERER = `
let fetchData;
module.exports = {
  setup(options) { fetchData = options.fetch; },
  async render({ url }) {
    const response = await fetchData('http://site.test/api/partners');
    const partners = response.ok ? await response.json() : [];
    return { html: '<main>' + url + ' : ' + partners.length + ' partenaires</main>', resources: {}, meta: {} };
  },
};`;

describe('a restart of PostgreSQL', () => {
  let server: ThrowawayPostgres;
  beforeAll(async () => {
    server = await startThrowawayPostgres();
    const admin = await connectTo(server.adminUrl);
    await admin.query('CREATE DATABASE wado_restart');
    await admin.end();
  });
  afterAll(() => server?.stop());

  it('every page and call answers a French 503 while it is down, then all serve again without restarting the server', async () => {
    const data = tempDir('wado-pg-restart-');
    const shellDir = path.join(data.dir, 'shell');
    fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
    fs.writeFileSync(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html lang=fr><head><title>Wado France</title></head><body><div id=root></div></body></html>',
    );
    fs.writeFileSync(path.join(shellDir, 'server', 'render.js'), RENDERER);
    const env = await startTestApp({
      dataDir: data.dir,
      databaseUrl: server.urlFor('wado_restart'),
      shellDir,
      databaseWaits: { ...DEFAULT_DATABASE_WAITS, statementTimeoutMs: 5_000 },
    });
    try {
      const event = await env.app.db
        .selectFrom('events')
        .select('slug')
        .where('status', '=', 'published')
        .where('publish_at', '<=', new Date().toISOString())
        .executeTakeFirstOrThrow();
      const item = await env.app.db
        .selectFrom('shop_items')
        .select('id')
        .where('active', '=', 1)
        .executeTakeFirstOrThrow();
      const pages = ['/', '/shop', '/search?q=kata', `/event/${event.slug}`, `/shop/${item.id}`, '/history'];
      for (const page of pages) expect([page, (await env.app.inject(page)).statusCode]).toEqual([page, 200]);

      server.shutDown();
      for (const page of pages) {
        const response = await env.app.inject(page);
        expect([page, response.statusCode]).toEqual([page, 503]);
        expect(response.headers['retry-after']).toBe(String(UNAVAILABLE_PAGE_RETRY_AFTER_SECONDS));
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['content-security-policy']).toBe(UNAVAILABLE_PAGE_CSP);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain(UNAVAILABLE_PAGE_HEADING);
        expect(response.body).toContain(UNAVAILABLE_PAGE_TEXT);
      }
      // A crawler's HEAD gets the same answer, body aside.
      for (const page of pages) {
        const head = await env.app.inject({ method: 'HEAD', url: page });
        expect([page, head.statusCode, head.headers['retry-after']]).toEqual([
          page,
          503,
          String(UNAVAILABLE_PAGE_RETRY_AFTER_SECONDS),
        ]);
      }
      expectApiError(await env.app.inject('/api/partners'), 503, DATABASE_UNAVAILABLE);
      expectApiError(await subscribe(env.app, 'pendant-la-panne@exemple.fr'), 503, DATABASE_UNAVAILABLE);
      expectApiError(await env.app.inject('/api/health'), 503, UNHEALTHY);

      server.startAgain();
      // Served again within seconds, by new connections of the same server.
      const back = Date.now();
      let health = 0;
      while (health !== 200 && Date.now() - back < 15_000) {
        health = (await env.app.inject('/api/health')).statusCode;
        if (health !== 200) await sleep(200);
      }
      expect(health).toBe(200);
      for (const page of pages) expect([page, (await env.app.inject(page)).statusCode]).toEqual([page, 200]);
      for (const page of pages) {
        expect([page, (await env.app.inject({ method: 'HEAD', url: page })).statusCode]).toEqual([page, 200]);
      }
      expect((await subscribe(env.app, 'apres-la-panne@exemple.fr')).statusCode).toBeLessThan(300);
      const addresses = await env.app.db.selectFrom('newsletter_subscriptions').select('email').execute();
      expect(addresses.map((row) => row.email)).toContain('apres-la-panne@exemple.fr');
      expect(addresses.map((row) => row.email)).not.toContain('pendant-la-panne@exemple.fr');
    } finally {
      await env.cleanup();
      data.remove();
    }
  });
});
