/**
 * What an attacker found and the server now refuses: forged forwarding headers, guessing the
 * treasurer's token, slow bodies, coerced JSON, control characters, several mailboxes in one
 * address, secrets in the log, headers that contradict each other. Each on a real database.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { PERMISSIONS_POLICY } from '../src/features/security/headers';
import { TOO_MANY_FAILED_AUTHENTICATIONS } from '../src/features/security/authFailures';
import { CONTROL_CHARACTER } from '../src/features/security/inputGuards';
import { redactUrl } from '../src/features/logging/requestLog';
import { countRows, expectApiError, startTestApp } from './helpers';
import { apiTokenFor, signInAs } from './people';
import { allStocks, orderBody, orderTableCounts, postOrder } from './shopHelpers';

const TOKEN = 'wado_pat_Zk3r9Qw2Lm8Xp4Tn6Vb1Hc5Jd7Fg0SaYe';

describe('TRUST_PROXY=1: one proxy hop, the client cannot forge its address', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    env = await startTestApp({ trustProxy: 1, rateLimit: { max: 20, windowMs: 60_000 } });
  });
  afterAll(() => env?.cleanup());

  const check = (forwardedFor: string) =>
    env.app.inject({
      method: 'POST',
      url: '/api/members/check',
      remoteAddress: '10.0.0.2', // the reverse proxy
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { licenceNumber: 'WF26004217', lastName: 'Lefèvre' },
    });

  it('counts 25 requests with forged first entries as one client: the 21st is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await check(`198.51.100.${i}, 203.0.113.9`)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // Another real client (another last entry, the one the proxy wrote) still passes.
    expect((await check('198.51.100.1, 203.0.113.10')).statusCode).toBe(200);
  });
});

describe('the treasurer token cannot be guessed', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    env = await startTestApp({ authFailures: { max: 5, windowMs: 60_000 } });
    await apiTokenFor(env.app, ['treasurer'], TOKEN);
  });
  afterAll(() => env?.cleanup());

  const admin = (token: string, ip = '203.0.113.50') =>
    env.app.inject({ url: '/api/admin/orders', remoteAddress: ip, headers: { authorization: `Bearer ${token}` } });

  it('refuses every attempt of an address after 5 wrong tokens, the right one included, with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) expectApiError(await admin(`mauvais-jeton-${i}-0123456789abcdefghij`), 401);
    for (const token of ['encore-un-mauvais-jeton-0123456789abcd', TOKEN]) {
      const refused = await admin(token);
      expectApiError(refused, 429, TOO_MANY_FAILED_AUTHENTICATIONS);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is not punished for it.
    expect((await admin(TOKEN, '203.0.113.51')).statusCode).toBe(200);
  });
});

describe('signing out always answers', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    env = await startTestApp({
      publicUrl: 'http://localhost:8080',
      rateLimit: { max: 3, windowMs: 60_000 },
      authFailures: { max: 3, windowMs: 60_000 },
      signInSlowdown: { afterFailures: 3, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
    });
  });
  afterAll(() => env?.cleanup());

  const ADDRESS = '203.0.113.60';
  const SITE = { origin: 'http://localhost:8080' };
  const logout = (headers: Record<string, string>) =>
    env.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: ADDRESS,
      headers: { ...SITE, ...headers },
    });

  it('after hundreds of failures of its address and account, every limit used up, with a session or a token', async () => {
    const { headers, email } = await signInAs(env.app, ['treasurer']);
    for (let i = 0; i < 300; i += 1) {
      await env.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ADDRESS,
        headers: SITE,
        payload: { email, password: `mauvais mot de passe ${i}` },
      });
      await env.app.inject({
        url: '/api/auth/me',
        remoteAddress: ADDRESS,
        headers: { authorization: `Bearer wado_pat_mauvais-${i}-0123456789abcdefghij` },
      });
    }
    // Every limit of that address is used up…
    expectApiError(
      await env.app.inject({
        url: '/api/auth/me',
        remoteAddress: ADDRESS,
        headers: { authorization: `Bearer ${TOKEN}` },
      }),
      429,
      TOO_MANY_FAILED_AUTHENTICATIONS,
    );
    expectApiError(
      await env.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ADDRESS,
        headers: SITE,
        payload: { email, password: 'encore un' },
      }),
      429,
    );
    // …and signing out still answers, time after time, whatever the request carries.
    for (let i = 0; i < 20; i += 1) {
      const out = await logout(i % 2 === 0 ? {} : { authorization: `Bearer ${TOKEN}` });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: 'Vous êtes déconnecté(e).' });
    }
    expect((await logout({ cookie: headers.cookie!, authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    expectApiError(await env.app.inject({ url: '/api/auth/me', headers: { cookie: headers.cookie! } }), 401);
  });
});

describe('slow clients', () => {
  it('cuts off a request body sent a byte at a time (408) instead of holding the connection', async () => {
    const env = await startTestApp({
      timeouts: { requestTimeoutMs: 1_000, headersTimeoutMs: 1_000, timeoutCheckMs: 100 },
    });
    await env.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = env.app.server.address() as AddressInfo;
    try {
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let received = '';
        let timer: NodeJS.Timeout | undefined;
        socket.on('connect', () => {
          socket.write(
            'POST /api/members/check HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
          );
          timer = setInterval(() => socket.writable && socket.write(' '), 250);
        });
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => {
          clearInterval(timer);
          resolve(received);
        });
        socket.on('error', reject);
        setTimeout(() => reject(new Error('connexion toujours ouverte après 8 s')), 8_000).unref();
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await env.cleanup();
    }
  });
});

describe('JSON bodies are taken as sent, query strings are still read as numbers', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    env = await startTestApp();
  });
  afterAll(() => env?.cleanup());

  it.each<[string, Record<string, unknown>]>([
    ['"acceptTerms": "true"', { acceptTerms: 'true' }],
    ['"acceptTerms": 1', { acceptTerms: 1 }],
    [
      'a quantity written "1"',
      { lines: [{ itemId: 'tee-shirt-wado-france', variantId: 'tee-shirt-wado-france-m', quantity: '1' }] },
    ],
    ['a delivery written as an array', { delivery: ['colissimo'] }],
  ])('refuses an order with %s, and writes nothing', async (_case, change) => {
    const before = { rows: await orderTableCounts(env.app), stocks: await allStocks(env.app) };
    expectApiError(await postOrder(env.app, { ...orderBody(), ...change }), 400);
    expect({ rows: await orderTableCounts(env.app), stocks: await allStocks(env.app) }).toEqual(before);
  });

  it('still reads ?page=2 as a number', async () => {
    const response = await env.app.inject('/api/news?page=2&limit=5');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ page: 2, limit: 5 });
  });
});

describe('control characters and direction overrides in stored text', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    env = await startTestApp();
  });
  afterAll(() => env?.cleanup());

  it.each([
    ['ESC (terminal sequence)', 'Jean\u001b[32mPayée\u001b[0m'],
    ['carriage return', 'Jean\rPayée'],
    ['NUL', 'Jean\u0000'],
    ['C1 CSI', 'Jean\u009b31m'],
    ['right-to-left override', 'Jean\u202Eeéyap'],
    ['first-strong isolate', 'Jean\u2068x'],
  ])('refuses a buyer name with %s (French 400, nothing written)', async (_case, firstName) => {
    const before = { rows: await orderTableCounts(env.app), stocks: await allStocks(env.app) };
    const body = orderBody();
    const answer = await postOrder(env.app, { ...body, billing: { ...body.billing, firstName } });
    expectApiError(answer, 400);
    expect(answer.json().message).toMatch(/caractère de contrôle/);
    expect({ rows: await orderTableCounts(env.app), stocks: await allStocks(env.app) }).toEqual(before);
  });

  it('refuses them in any request, newsletter and query strings included', async () => {
    const before = await countRows(env.app, 'newsletter_subscriptions');
    expectApiError(
      await env.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'a\u001b@exemple.fr' } }),
      400,
      CONTROL_CHARACTER,
    );
    expect(await countRows(env.app, 'newsletter_subscriptions')).toBe(before);
    expectApiError(await env.app.inject('/api/lexicon?q=%1B%5B2J'), 400, CONTROL_CHARACTER);
  });

  it('keeps line breaks and typographic text where a text has several lines', async () => {
    expect((await env.app.inject('/api/lexicon?q=L%E2%80%99%C3%A9tiquette')).statusCode).toBe(200);
  });
});

describe('one mailbox per address', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    env = await startTestApp();
  });
  afterAll(() => env?.cleanup());

  const LIST = '"a" <v1@evil.example>, <v2@evil.example>, "b"@wado.fr';

  it('refuses a list of mailboxes for the newsletter and for an order, and writes nothing', async () => {
    const subscriptions = await countRows(env.app, 'newsletter_subscriptions');
    const orders = await orderTableCounts(env.app);
    expectApiError(await env.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: LIST } }), 400);
    const body = orderBody();
    expectApiError(await postOrder(env.app, { ...body, billing: { ...body.billing, email: LIST } }), 400);
    expect(await countRows(env.app, 'newsletter_subscriptions')).toBe(subscriptions);
    expect(await orderTableCounts(env.app)).toEqual(orders);
  });
});

describe('headers', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    env = await startTestApp();
  });
  afterAll(() => env?.cleanup());

  it('forbids framing in both headers alike and turns off unused browser features', async () => {
    const response = await env.app.inject('/api/partners');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    // The position only for the site itself (the club finder's « autour de moi »).
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\).*geolocation=\(self\).*microphone=\(\).*payment=\(\)/);
    // The site is not reached over HTTPS here (PUBLIC_URL http://localhost…): no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the public address is HTTPS', async () => {
    const secure = await startTestApp({ publicUrl: 'https://www.wado-france.fr' });
    try {
      expect((await secure.app.inject('/api/partners')).headers['strict-transport-security']).toBe(
        'max-age=15552000; includeSubDomains',
      );
    } finally {
      await secure.cleanup();
    }
  });
});

describe('secrets stay out of the log', () => {
  it('redacts secret query parameters of a URL', () => {
    expect(redactUrl('/api/newsletter/unsubscribe?token=abcdefghijklmnop1234')).toBe(
      '/api/newsletter/unsubscribe?token=[masqué]',
    );
    expect(redactUrl('/x?a=1&Token=s&key=k&b=2')).toBe('/x?a=1&Token=[masqué]&key=[masqué]&b=2');
    expect(redactUrl('/api/news?page=2')).toBe('/api/news?page=2');
    expect(redactUrl('/x?%74oken=s')).toBe('/x?%74oken=[masqué]');
  });

  it('masks a secret carried in the path: an invitation, a donation’s link and what follows it', () => {
    const secret = 'Zk3r9Qw2Lm8Xp4Tn6Vb1Hc5Jd7Fg0SaYe';
    expect(redactUrl(`/admin/invitation/${secret}`)).toBe('/admin/invitation/[masqué]');
    expect(redactUrl(`/api/auth/invitations/${secret}`)).toBe('/api/auth/invitations/[masqué]');
    expect(redactUrl(`/api/donations/${secret}`)).toBe('/api/donations/[masqué]');
    expect(redactUrl(`/api/donations/${secret}/payment?x=1`)).toBe('/api/donations/[masqué]/payment?x=1');
    expect(redactUrl(`/api/donations/${secret}/recu.pdf`)).toBe('/api/donations/[masqué]/recu.pdf');
    // However the path is written: case, percent-encoding.
    expect(redactUrl(`/API/Donations/${secret}`)).toBe('/api/donations/[masqué]');
    expect(redactUrl(`/api/%64onations/${secret}`)).toBe('/api/donations/[masqué]');
    // Paths without a secret are logged as they are.
    expect(redactUrl('/api/donations')).toBe('/api/donations');
    expect(redactUrl('/admin/invitation/')).toBe('/admin/invitation/');
    expect(redactUrl('/api/news/stage-ete')).toBe('/api/news/stage-ete');
  });

  it('never writes an unsubscribe token, an invitation or a donation’s link into the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const base = await startTestApp();
    const app = await buildApp({ ...base.config, logLevel: 'info' }, { logStream: stream });
    try {
      const token = 'SecretDeDesinscription0123456789';
      await app.inject(`/api/newsletter/unsubscribe?token=${token}`);
      const invitation = 'InvitationNonUtilisee0123456789';
      await app.inject(`/admin/invitation/${invitation}`);
      await app.inject({ method: 'POST', url: `/api/auth/invitations/${invitation}`, payload: {} });
      const donation = 'LienDeDonNonDevine0123456789';
      await app.inject(`/api/donations/${donation}/recu.pdf`);
      const log = lines.join('');
      expect(log).toContain('/api/newsletter/unsubscribe?token=[masqué]');
      expect(log).toContain('/api/auth/invitations/[masqué]');
      expect(log).toContain('/api/donations/[masqué]/recu.pdf');
      for (const secret of [token, invitation, donation]) expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await base.cleanup();
    }
  });
});
