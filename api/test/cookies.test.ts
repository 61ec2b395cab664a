import type { FastifyInstance } from 'fastify';
import { TERMS_VERSION, type CookieAcceptance } from '@wado/shared/contract';
import { startTestApp } from './helpers';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(() => cleanup());

const acceptances = () => app.db.selectFrom('terms_acceptances').selectAll().orderBy('id').execute();

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

  it('answers {accepted: true} with the cookie of the current terms', async () => {
    const response = await app.inject({ url: '/cookies/isAlreadyAccepted', cookies: { cgu_accepted: TERMS_VERSION } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<CookieAcceptance>()).toEqual({ accepted: true });
  });

  it.each(['2020-01-01', '', 'true', '1', `${TERMS_VERSION}x`])(
    'answers {accepted: false} with a cookie holding %j (older terms or anything else)',
    async (value) => {
      const response = await app.inject({ url: '/cookies/isAlreadyAccepted', cookies: { cgu_accepted: value } });
      expect(response.statusCode).toBe(200);
      expect(response.json<CookieAcceptance>()).toEqual({ accepted: false });
    },
  );

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

  it('sets cgu_accepted to the terms version: HttpOnly, SameSite=Lax, 180 days, whole site, not Secure over http', async () => {
    const response = await app.inject('/cookies/acceptCookies');
    const header = setCookie(response.headers);
    const attributes = header.split(';').map((part) => part.trim());
    expect(attributes[0]).toBe(`cgu_accepted=${TERMS_VERSION}`);
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain('Max-Age=15552000');
    expect(attributes).toContain('Path=/');
    expect(attributes).not.toContain('Secure');
    expect(response.cookies).toEqual([
      { name: 'cgu_accepted', value: TERMS_VERSION, maxAge: 15552000, path: '/', httpOnly: true, sameSite: 'Lax' },
    ]);
  });

  it('records one acceptance per call, with the terms version and the date', async () => {
    const before = await acceptances();
    const start = Date.now();
    await app.inject('/cookies/acceptCookies');
    await app.inject('/cookies/acceptCookies');
    const after = await acceptances();
    expect(after).toHaveLength(before.length + 2);
    for (const row of after.slice(-2)) {
      expect(row.terms_version).toBe(TERMS_VERSION);
      expect(row.accepted_at).toBe(new Date(row.accepted_at).toISOString());
      expect(Date.parse(row.accepted_at)).toBeGreaterThanOrEqual(start - 1000);
      expect(Date.parse(row.accepted_at)).toBeLessThanOrEqual(Date.now());
    }
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
    secure = await startTestApp({ trustProxy: true });
  });
  afterAll(() => secure.cleanup());

  it('marks the cookie Secure when the proxy says the request came over HTTPS', async () => {
    const response = await secure.app.inject({ url: '/cookies/acceptCookies', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.statusCode).toBe(200);
    const attributes = setCookie(response.headers).split(';').map((part) => part.trim());
    expect(attributes).toContain('Secure');
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Lax');
    expect(response.cookies[0]).toMatchObject({ name: 'cgu_accepted', value: TERMS_VERSION, secure: true });
  });

  it('does not mark it Secure when the proxy says http', async () => {
    const response = await secure.app.inject({ url: '/cookies/acceptCookies', headers: { 'x-forwarded-proto': 'http' } });
    expect(setCookie(response.headers)).not.toMatch(/;\s*Secure/);
  });

  it('does not trust X-Forwarded-Proto when no proxy is configured', async () => {
    const response = await app.inject({ url: '/cookies/acceptCookies', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.statusCode).toBe(200);
    expect(setCookie(response.headers)).not.toMatch(/;\s*Secure/);
  });
});
