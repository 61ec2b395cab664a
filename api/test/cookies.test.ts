import type { FastifyInstance } from 'fastify';
import { TERMS_VERSION, type CookieAcceptance } from '@wado/shared/contract';
import { TOO_MANY_REQUESTS } from '../src/features/security/rateLimits';
import { expectApiError, startTestApp } from './helpers';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(() => cleanup?.());

const acceptances = () => app.db.selectFrom('terms_acceptances').selectAll().orderBy('id').execute();

/** The value the server sets: the terms version, a dot, then the random id of this browser's acceptance. */
const COOKIE_VALUE = new RegExp(`^${TERMS_VERSION.replace(/[.-]/g, '\\$&')}\\.([A-Za-z0-9_-]{16})$`);

/** The raw Set-Cookie header of a response, as one string (there is exactly one cookie). */
function setCookie(headers: Record<string, unknown>): string {
  const header = headers['set-cookie'];
  if (typeof header !== 'string') throw new Error(`un seul Set-Cookie attendu, reçu ${JSON.stringify(header)}`);
  return header;
}

describe('GET /cookies/isAlreadyAccepted', () => {
  it('answers {accepted: false} without the cookie, never cached', async () => {
    const response = await app.inject('/cookies/isAlreadyAccepted');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<CookieAcceptance>()).toEqual({ accepted: false });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([`${TERMS_VERSION}.AbCdEfGh_-012345`, TERMS_VERSION])(
    'answers {accepted: true} with the cookie of the current terms (%s)',
    async (value) => {
      const response = await app.inject({ url: '/cookies/isAlreadyAccepted', cookies: { cgu_accepted: value } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json<CookieAcceptance>()).toEqual({ accepted: true });
    },
  );

  it.each([
    '2020-01-01',
    '',
    'true',
    '1',
    `${TERMS_VERSION}x`,
    `${TERMS_VERSION}.`,
    `${TERMS_VERSION}.court`,
    `${TERMS_VERSION}.AbCdEfGh_-0123456`,
    `${TERMS_VERSION}.AbCdEfGh<-012345`,
    `2020-01-01.AbCdEfGh_-012345`,
  ])('answers {accepted: false} with a cookie holding %j (older terms or anything else)', async (value) => {
    const response = await app.inject({ url: '/cookies/isAlreadyAccepted', cookies: { cgu_accepted: value } });
    expect(response.statusCode).toBe(200);
    expect(response.json<CookieAcceptance>()).toEqual({ accepted: false });
  });

  it('ignores other cookies and a cookie of another name', async () => {
    const response = await app.inject({
      url: '/cookies/isAlreadyAccepted',
      headers: { cookie: `session=abc; cgu=${TERMS_VERSION}; other=${TERMS_VERSION}` },
    });
    expect(response.json<CookieAcceptance>()).toEqual({ accepted: false });
  });

  it('records nothing in the database', async () => {
    const before = (await acceptances()).length;
    await app.inject('/cookies/isAlreadyAccepted');
    expect(await acceptances()).toHaveLength(before);
  });
});

describe('GET /cookies/acceptCookies', () => {
  it('answers {accepted: true}, never cached', async () => {
    const response = await app.inject('/cookies/acceptCookies');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<CookieAcceptance>()).toEqual({ accepted: true });
  });

  it('sets cgu_accepted to the terms version and an acceptance id: HttpOnly, SameSite=Lax, 180 days, whole site, not Secure over http', async () => {
    const response = await app.inject('/cookies/acceptCookies');
    const header = setCookie(response.headers);
    const attributes = header.split(';').map((part) => part.trim());
    expect(attributes[0]).toMatch(/^cgu_accepted=/);
    expect(attributes[0]!.slice('cgu_accepted='.length)).toMatch(COOKIE_VALUE);
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain('Max-Age=15552000');
    expect(attributes).toContain('Path=/');
    expect(attributes).not.toContain('Secure');
    expect(response.cookies).toEqual([
      {
        name: 'cgu_accepted',
        value: expect.stringMatching(COOKIE_VALUE),
        maxAge: 15552000,
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
  });

  it('records one dated acceptance per browser, under the id its cookie carries', async () => {
    const before = await acceptances();
    const start = Date.now();
    const first = await app.inject('/cookies/acceptCookies');
    const second = await app.inject('/cookies/acceptCookies');
    const after = await acceptances();
    expect(after).toHaveLength(before.length + 2);
    const ids = [first, second].map((response) => COOKIE_VALUE.exec(response.cookies[0]!.value)![1]);
    expect(ids[0]).not.toBe(ids[1]);
    expect(after.slice(-2).map((row) => row.acceptance_id)).toEqual(ids);
    for (const row of after.slice(-2)) {
      expect(row.terms_version).toBe(TERMS_VERSION);
      expect(row.accepted_at).toBe(new Date(row.accepted_at).toISOString());
      expect(Date.parse(row.accepted_at)).toBeGreaterThanOrEqual(start - 1000);
      expect(Date.parse(row.accepted_at)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('writes nothing more for a browser that already holds the cookie: 50 calls, one row', async () => {
    const before = (await acceptances()).length;
    const accept = await app.inject('/cookies/acceptCookies');
    const [cookie] = accept.cookies;
    for (let i = 0; i < 50; i += 1) {
      const again = await app.inject({ url: '/cookies/acceptCookies', cookies: { [cookie!.name]: cookie!.value } });
      expect(again.statusCode).toBe(200);
      expect(again.json<CookieAcceptance>()).toEqual({ accepted: true });
      expect(again.headers['cache-control']).toBe('no-store');
      // The first acceptance keeps its date: the cookie is not renewed.
      expect(again.headers['set-cookie']).toBeUndefined();
    }
    expect(await acceptances()).toHaveLength(before + 1);
  });

  it('writes nothing for a cookie set before acceptance ids (the bare version)', async () => {
    const before = (await acceptances()).length;
    const again = await app.inject({ url: '/cookies/acceptCookies', cookies: { cgu_accepted: TERMS_VERSION } });
    expect(again.json<CookieAcceptance>()).toEqual({ accepted: true });
    expect(await acceptances()).toHaveLength(before);
  });

  it('records a new acceptance for the cookie of older terms, and replaces the cookie', async () => {
    const before = (await acceptances()).length;
    const again = await app.inject({
      url: '/cookies/acceptCookies',
      cookies: { cgu_accepted: '2020-01-01.AbCdEfGh_-012345' },
    });
    expect(again.cookies[0]?.value).toMatch(COOKIE_VALUE);
    expect(await acceptances()).toHaveLength(before + 1);
  });

  it('gives a cookie that isAlreadyAccepted then recognises', async () => {
    const accept = await app.inject('/cookies/acceptCookies');
    const [cookie] = accept.cookies;
    expect(cookie).toBeDefined();
    const check = await app.inject({ url: '/cookies/isAlreadyAccepted', cookies: { [cookie!.name]: cookie!.value } });
    expect(check.json<CookieAcceptance>()).toEqual({ accepted: true });
  });

  it('refuses other methods with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/cookies/acceptCookies' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('GET /cookies/acceptCookies behind an HTTPS reverse proxy', () => {
  let secure: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    secure = await startTestApp({ trustProxy: 1 });
  });
  afterAll(() => secure?.cleanup());

  it('marks the cookie Secure when the proxy says the request came over HTTPS', async () => {
    const response = await secure.app.inject({
      url: '/cookies/acceptCookies',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    const attributes = setCookie(response.headers)
      .split(';')
      .map((part) => part.trim());
    expect(attributes).toContain('Secure');
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Lax');
    expect(response.cookies[0]).toMatchObject({
      name: 'cgu_accepted',
      value: expect.stringMatching(COOKIE_VALUE),
      secure: true,
    });
  });

  it('does not mark it Secure when the proxy says http', async () => {
    const response = await secure.app.inject({
      url: '/cookies/acceptCookies',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(setCookie(response.headers)).not.toMatch(/;\s*Secure/);
  });

  it('does not trust X-Forwarded-Proto when no proxy is configured', async () => {
    const response = await app.inject({ url: '/cookies/acceptCookies', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.statusCode).toBe(200);
    expect(setCookie(response.headers)).not.toMatch(/;\s*Secure/);
  });
});

describe('GET /cookies/acceptCookies is rate-limited per client address', () => {
  let limited: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    limited = await startTestApp({ rateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => limited?.cleanup());

  const accept = (ip: string) => limited.app.inject({ url: '/cookies/acceptCookies', remoteAddress: ip });
  const rows = async () => (await limited.app.db.selectFrom('terms_acceptances').select('id').execute()).length;

  it('answers past the limit with 429, a French JSON message and Retry-After, writing nothing', async () => {
    const before = await rows();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await accept('203.0.113.9'));
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    for (const answer of answers.slice(3)) {
      expectApiError(answer, 429, TOO_MANY_REQUESTS);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect(await rows()).toBe(before + 3);
  });

  it('sends a page past the limit back as it was (its banner stays), writing nothing', async () => {
    const before = await rows();
    const response = await limited.app.inject({
      url: '/cookies/acceptCookies',
      remoteAddress: '203.0.113.9',
      headers: {
        host: 'wado.example',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-site': 'same-origin',
        referer: 'http://wado.example/news',
      },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/news');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await rows()).toBe(before);
  });

  it('counts each address apart, and leaves isAlreadyAccepted unlimited', async () => {
    expect((await accept('198.51.100.30')).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1)
      expect(
        (await limited.app.inject({ url: '/cookies/isAlreadyAccepted', remoteAddress: '203.0.113.9' })).statusCode,
      ).toBe(200);
  });
});

describe("GET /cookies/acceptCookies as a page: the banner's form sent without the page's scripts", () => {
  // The site as the browser reached it (Host), and its pages' addresses (Referer).
  const NAVIGATION = {
    host: 'wado.example',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    accept: 'text/html',
  };
  const send = (headers: Record<string, string>, cookies?: Record<string, string>) =>
    app.inject({
      url: '/cookies/acceptCookies',
      headers: { ...NAVIGATION, ...headers },
      ...(cookies ? { cookies } : {}),
    });
  const FROM_THE_SITE = { 'sec-fetch-site': 'same-origin', referer: 'http://wado.example/history?page=2' };

  it('records the acceptance and sends the browser back to its page, which has no banner then', async () => {
    const before = (await acceptances()).length;
    const response = await send(FROM_THE_SITE);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/history?page=2');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.cookies[0]).toMatchObject({ name: 'cgu_accepted', value: expect.stringMatching(COOKIE_VALUE) });
    expect(await acceptances()).toHaveLength(before + 1);
    const page = await app.inject({
      url: '/cookies/isAlreadyAccepted',
      cookies: { cgu_accepted: response.cookies[0]!.value },
    });
    expect(page.json<CookieAcceptance>()).toEqual({ accepted: true });
  });

  it('sends a browser that had already accepted back without a second row', async () => {
    const first = await send(FROM_THE_SITE);
    const before = (await acceptances()).length;
    const again = await send(FROM_THE_SITE, { cgu_accepted: first.cookies[0]!.value });
    expect(again.statusCode).toBe(303);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await acceptances()).toHaveLength(before);
  });

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site', referer: 'https://ailleurs.example/page' }],
    ['the address bar', { 'sec-fetch-site': 'none' }],
  ])('records nothing for a navigation from %s, and sends it to the home page', async (_from, headers) => {
    const before = (await acceptances()).length;
    const response = await send(headers);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await acceptances()).toHaveLength(before);
  });

  it.each([
    ['on another site', 'https://ailleurs.example/history'],
    ['naming the API, not a page', 'http://localhost:80/api/newsletter'],
    ['naming another host by a double slash', 'http://localhost:80//ailleurs.example/x'],
  ])('goes back to the home page for a referring page %s', async (_case, referer) => {
    const response = await send({ 'sec-fetch-site': 'same-origin', referer });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });

  it('still answers JSON to the scripts, which ask with fetch', async () => {
    const response = await app.inject({
      url: '/cookies/acceptCookies',
      headers: { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin', accept: '*/*' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CookieAcceptance>()).toEqual({ accepted: true });
  });
});
