import nodemailer from 'nodemailer';
import { CLAIM_MS, enqueueMail, flushOutbox, type MailTransport } from '../src/features/mail/outbox';
import { TOO_MANY_FAILED_AUTHENTICATIONS } from '../src/features/security/authFailures';
import { TOO_MANY_REQUESTS } from '../src/features/security/rateLimits';
import {
  databaseWindowCounters,
  memoryWindowCounters,
  type WindowCounters,
} from '../src/features/security/windowCounters';
import { expectApiError, startTestApp, tempDir } from './helpers';
import { apiTokenFor, signInAs } from './people';
import { HOST_ACTOR, setPassword } from '../src/features/auth/people';
import { onPostgres } from './postgres/databases';

/**
 * What API replicas share through the database rather than one process's memory: window counters
 * (rate limits, failed sign-ins) and the outbox's claims. On the PostgreSQL pass, two servers on one
 * data folder share one database, as two replicas do.
 */

describe.each([
  ['in memory', () => memoryWindowCounters(clock.now)],
  ['in the database', () => databaseWindowCounters(env.app.db, clock.now)],
])('window counters %s', (_name, make: () => WindowCounters) => {
  it('count within a window, start a new one when it is over, and read without counting', async () => {
    const counters = make();
    clock.at = 1_000_000;
    expect(await counters.read('a')).toBeUndefined();
    expect(await counters.hit('a', 60_000)).toEqual({ count: 1, resetAt: 1_060_000 });
    clock.at += 10_000;
    expect(await counters.hit('a', 60_000)).toEqual({ count: 2, resetAt: 1_060_000 });
    expect(await counters.hit('b', 60_000)).toEqual({ count: 1, resetAt: 1_070_000 });
    expect(await counters.read('a')).toEqual({ count: 2, resetAt: 1_060_000 });
    clock.at = 1_060_000;
    expect(await counters.read('a')).toBeUndefined();
    expect(await counters.hit('a', 60_000)).toEqual({ count: 1, resetAt: 1_120_000 });
  });

  it('lose no count when hits arrive together', async () => {
    const counters = make();
    clock.at = 5_000_000;
    const counts = await Promise.all(Array.from({ length: 20 }, () => counters.hit('together', 60_000)));
    expect(counts.map((window) => window.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});

const clock = { at: 0, now: () => clock.at };
let env: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  env = await startTestApp();
});
afterAll(() => env?.cleanup());

/** Sends through nodemailer's JSON transport, slowly: the other sender runs meanwhile. */
function slowTransport(sent: string[]): MailTransport {
  const real = nodemailer.createTransport({ jsonTransport: true });
  return {
    sendMail: async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(message.to.address);
      return real.sendMail(message);
    },
  };
}

describe('the outbox with several senders', () => {
  beforeEach(() => env.app.db.deleteFrom('mail_outbox').execute());

  it('sends each e-mail once when two senders flush at the same time', async () => {
    for (let i = 0; i < 30; i += 1)
      await enqueueMail(env.app.db, { to: `abonne${i}@exemple.fr`, subject: 'S', text: 'T', topic: 'test:two' });
    const first: string[] = [];
    const second: string[] = [];
    const [a, b] = await Promise.all([
      flushOutbox(env.app.db, slowTransport(first), 'boutique@wado-france.fr'),
      flushOutbox(env.app.db, slowTransport(second), 'boutique@wado-france.fr'),
    ]);
    expect(a.sent + b.sent).toBe(30);
    expect([...first, ...second].sort()).toEqual(Array.from({ length: 30 }, (_, i) => `abonne${i}@exemple.fr`).sort());
    const rows = await env.app.db.selectFrom('mail_outbox').select(['status', 'attempts', 'claimed_until']).execute();
    expect(new Set(rows.map((row) => JSON.stringify(row)))).toEqual(
      new Set([JSON.stringify({ status: 'sent', attempts: 1, claimed_until: null })]),
    );
  });

  it('leaves an e-mail another sender holds, and sends it once that claim has ended (the sender died)', async () => {
    await enqueueMail(env.app.db, { to: 'tenu@exemple.fr', subject: 'S', text: 'T', topic: 'test:claim' });
    const start = new Date('2026-11-25T10:00:00.000Z');
    await env.app.db
      .updateTable('mail_outbox')
      .set({ claimed_until: new Date(start.getTime() + CLAIM_MS).toISOString() })
      .execute();
    const sent: string[] = [];
    expect(await flushOutbox(env.app.db, slowTransport(sent), 'b@wado-france.fr', { now: () => start })).toEqual({
      sent: 0,
      failed: 0,
    });
    const later = () => new Date(start.getTime() + CLAIM_MS + 1);
    expect(await flushOutbox(env.app.db, slowTransport(sent), 'b@wado-france.fr', { now: later })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(sent).toEqual(['tenu@exemple.fr']);
  });
});

// Two servers on one database exist only on PostgreSQL (SQLite's site is one server).
if (onPostgres()) {
  describe('two replicas on one database', () => {
    const TOKEN = 'wado_pat_jeton-de-la-tresorerie-pour-deux-serveurs-0123';
    const data = tempDir('wado-two-replicas-');
    let one: Awaited<ReturnType<typeof startTestApp>>;
    let two: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      const settings = {
        dataDir: data.dir,
        rateLimit: { max: 4, windowMs: 60_000 },
        authFailures: { max: 3, windowMs: 60_000 },
      };
      one = await startTestApp(settings);
      two = await startTestApp(settings);
      await apiTokenFor(one.app, ['treasurer'], TOKEN);
    });
    afterAll(async () => {
      await one?.cleanup();
      await two?.cleanup();
      data.remove();
    });

    it('count one rate limit: writes sent to each in turn are refused past the limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const server = i % 2 === 0 ? one : two;
        const answer = await server.app.inject({
          method: 'POST',
          url: '/api/newsletter',
          remoteAddress: '203.0.113.77',
          payload: { email: `tour${i}@exemple.fr` },
        });
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429) expectApiError(answer, 429, TOO_MANY_REQUESTS);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
    });

    it('count one series of failed tokens: an address cannot try on each replica in turn', async () => {
      const admin = (server: typeof one, token: string) =>
        server.app.inject({
          url: '/api/admin/orders',
          remoteAddress: '203.0.113.78',
          headers: { authorization: `Bearer ${token}` },
        });
      expectApiError(await admin(one, 'mauvais-jeton-1-0123456789abcdefghij'), 401);
      expectApiError(await admin(two, 'mauvais-jeton-2-0123456789abcdefghij'), 401);
      expectApiError(await admin(one, 'mauvais-jeton-3-0123456789abcdefghij'), 401);
      expectApiError(await admin(two, TOKEN), 429, TOO_MANY_FAILED_AUTHENTICATIONS);
      expectApiError(await admin(one, TOKEN), 429, TOO_MANY_FAILED_AUTHENTICATIONS);
    });
  });

  describe('two replicas slow an account down together', () => {
    const PASSWORD = 'un mot de passe assez long';
    const SITE = { origin: 'http://localhost:8080' };
    const data = tempDir('wado-two-replicas-slowdown-');
    const shared = { at: Date.parse('2026-11-25T10:00:00Z'), now: () => new Date(shared.at) };
    let one: Awaited<ReturnType<typeof startTestApp>>;
    let two: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      const settings = {
        dataDir: data.dir,
        publicUrl: SITE.origin,
        signInSlowdown: { afterFailures: 3, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
      };
      one = await startTestApp(settings, { clock: shared });
      two = await startTestApp(settings, { clock: shared });
      const { personId } = await signInAs(one.app, ['treasurer'], 'tresoriere@wado-france.test');
      await setPassword(one.app.db, personId, PASSWORD, HOST_ACTOR, shared.now());
    });
    afterAll(async () => {
      await one?.cleanup();
      await two?.cleanup();
      data.remove();
    });

    const signIn = (server: typeof one, password: string, cookie?: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: cookie ? { ...SITE, cookie } : SITE,
        payload: { email: 'tresoriere@wado-france.test', password },
      });

    it('a stranger cannot try on each in turn, and the owner’s browser passes on either', async () => {
      const known = (await signIn(one, PASSWORD)).cookies.find((cookie) => cookie.name === 'wado_device')!;
      for (const server of [one, two, one]) expectApiError(await signIn(server, 'mauvais mot de passe'), 401);
      const slowed = await signIn(two, PASSWORD);
      expectApiError(slowed, 429);
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signIn(two, PASSWORD, `wado_device=${known.value}`)).statusCode).toBe(200);
      shared.at += Number(slowed.headers['retry-after']) * 1000;
      expect((await signIn(one, PASSWORD)).statusCode).toBe(200);
    });
  });
}
