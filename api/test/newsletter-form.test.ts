import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { EMAIL_MAX_LENGTH, NEWSLETTER_FORM_VERSION, NEWSLETTER_TYPED_EMAIL_KEY } from '@wado/shared/contract';
import { TYPED_EMAIL_COOKIE, TYPED_EMAIL_MAX_AGE_S, typedEmailState } from '../src/features/newsletter/formPost';
import { CROSS_SITE_REFUSED } from '../src/features/security/sameOrigin';
import { TOO_MANY_REQUESTS } from '../src/features/security/rateLimits';
import { countRows, expectApiError, refuseRowsOf, startTestApp } from './helpers';

/**
 * The footer's form sent by the browser itself (no JavaScript yet): the same route and rules as
 * the scripts' JSON (newsletter.test.ts), answered with a redirect back to the page.
 */

const PUBLIC_URL = 'https://www.wado-france.fr';
const FORM = 'application/x-www-form-urlencoded';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp({
    shop: { smtpUrl: '', mailFrom: 'Wado France <contact@wado-france.fr>' },
    publicUrl: PUBLIC_URL,
  }));
});
afterAll(() => cleanup?.());

/** What a browser sends for the form of `page` (a path of the site), as `<form method="post">` does. */
function postForm(body: string, page: string | null = '/history', headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: body,
    headers: {
      'content-type': FORM,
      origin: PUBLIC_URL,
      'sec-fetch-site': 'same-origin',
      ...(page === null ? {} : { referer: `${PUBLIC_URL}${page}` }),
      ...headers,
    },
  });
}

const emailField = (email: string) => `email=${encodeURIComponent(email)}`;

const rowsFor = (email: string) =>
  app.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).execute();

async function written() {
  const rows = await app.db.selectFrom('newsletter_subscriptions').selectAll().orderBy('id').execute();
  return { outbox: await countRows(app, 'mail_outbox'), rows };
}

/** A 303 to `location`, never cached, without a body. */
function expectSentBack(response: LightMyRequestResponse, location: string) {
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(location);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toBe('');
  // Only ever this site: a path, never `//host` nor a scheme.
  expect(new URL(location, PUBLIC_URL).origin).toBe(PUBLIC_URL);
  expect(location).toMatch(/^\/(?!\/)/);
}

/** The cookie that gives a refused form its address back, as the browser would store it. */
function typedEmailCookie(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((one) => one.name === TYPED_EMAIL_COOKIE);
  return cookie && { ...cookie, value: decodeURIComponent(cookie.value) };
}

describe('POST /api/newsletter from the form, before JavaScript', () => {
  it('subscribes like the JSON request and goes back to the page with the outcome (303, Post/Redirect/Get)', async () => {
    const response = await postForm(emailField('  Formulaire@Exemple.FR '));
    expectSentBack(response, '/history?newsletter=envoyee#newsletter');
    expect(typedEmailCookie(response)).toBeUndefined();
    const [row] = await rowsFor('formulaire@exemple.fr');
    expect(row).toMatchObject({ confirmed_at: null, form_version: NEWSLETTER_FORM_VERSION, source_page: '/history' });
    const mails = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'formulaire@exemple.fr')
      .execute();
    expect(mails.map((mail) => mail.topic)).toEqual(['newsletter:confirmation']);
  });

  it('gives a new, a pending and a confirmed address the same answer', async () => {
    await postForm(emailField('deja-vue@exemple.fr'));
    await app.db
      .updateTable('newsletter_subscriptions')
      .set({ confirmed_at: new Date().toISOString() })
      .where('email', '=', 'deja-vue@exemple.fr')
      .execute();
    await postForm(emailField('en-attente-form@exemple.fr'));
    for (const email of ['nouvelle-form@exemple.fr', 'en-attente-form@exemple.fr', 'deja-vue@exemple.fr']) {
      expectSentBack(await postForm(emailField(email), '/news'), '/news?newsletter=envoyee#newsletter');
    }
    expect(await rowsFor('deja-vue@exemple.fr')).toHaveLength(1);
  });

  it("keeps the page's own query and replaces a previous outcome", async () => {
    expectSentBack(
      await postForm(emailField('requete@exemple.fr'), '/news?page=2&newsletter=erreur#bas'),
      '/news?page=2&newsletter=envoyee#newsletter',
    );
    expectSentBack(
      await postForm(emailField('recherche@exemple.fr'), '/search?q=stage+%C3%A9t%C3%A9'),
      '/search?q=stage+%C3%A9t%C3%A9&newsletter=envoyee#newsletter',
    );
  });

  it.each<[string, Record<string, string>]>([
    ['no Referer', {}],
    ['a Referer of another site', { referer: 'https://pirate.example/history' }],
    ['a Referer of this site in plain HTTP', { referer: 'http://www.wado-france.fr/history' }],
    ['a Referer whose path names another host', { referer: `${PUBLIC_URL}//pirate.example/x` }],
    ['a Referer whose path names another host with a backslash', { referer: `${PUBLIC_URL}/\\pirate.example/x` }],
    ['a Referer of the API', { referer: `${PUBLIC_URL}/api/newsletter/confirm?token=x` }],
    ['a Referer that is not a URL', { referer: 'javascript:alert(1)' }],
  ])('goes back to the home page, never elsewhere, for %s', async (_case, headers) => {
    const email = `retour-${Object.values(headers).join('').length}-${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
    expectSentBack(await postForm(emailField(email), null, headers), '/?newsletter=envoyee#newsletter');
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it.each(['bad', 'a@b', 'jean@exemple..fr', 'jean@exemple.fr, autre@exemple.fr', '   '])(
    'sends %j back with the invalid-address outcome and the address as typed, writing nothing',
    async (email) => {
      const before = await written();
      const response = await postForm(emailField(email), '/wado');
      expectSentBack(response, '/wado?newsletter=adresse-invalide#newsletter');
      expect(await written()).toEqual(before);
      expect(typedEmailCookie(response)).toMatchObject({
        value: email,
        path: '/',
        maxAge: TYPED_EMAIL_MAX_AGE_S,
        httpOnly: true,
        sameSite: 'Strict',
      });
    },
  );

  it.each<[string, string]>([
    ['no email field', 'adresse=jean%40exemple.fr'],
    ['an empty address', 'email='],
    ['an empty body', ''],
    [`an address of ${EMAIL_MAX_LENGTH + 1} characters`, emailField(`${'a'.repeat(EMAIL_MAX_LENGTH - 10)}@exemple.fr`)],
    ['a control character', emailField('jean\u001b@exemple.fr')],
  ])('sends %s back with the invalid-address outcome, writing nothing and keeping nothing', async (_case, body) => {
    const before = await written();
    const response = await postForm(body, '/wado');
    expectSentBack(response, '/wado?newsletter=adresse-invalide#newsletter');
    expect(await written()).toEqual(before);
    expect(typedEmailCookie(response)?.value ?? '').not.toContain('jean');
  });

  it('sends a failure of the server back with the error outcome and the address as typed', async () => {
    const restore = await refuseRowsOf(app.db, 'newsletter_subscriptions', 'email', 'panne@exemple.fr');
    try {
      const before = await written();
      const response = await postForm(emailField('Panne@exemple.fr'), '/shop');
      expectSentBack(response, '/shop?newsletter=erreur#newsletter');
      expect(typedEmailCookie(response)?.value).toBe('Panne@exemple.fr');
      expect(await written()).toEqual(before);
    } finally {
      await restore();
    }
  });

  it('sends a body over 4 KB back with the error outcome', async () => {
    const before = await written();
    const response = await postForm(`${emailField('gros@exemple.fr')}&pad=${'x'.repeat(5000)}`);
    expectSentBack(response, '/history?newsletter=erreur#newsletter');
    expect(await written()).toEqual(before);
  });

  it.each<[string, Record<string, string>]>([
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site', origin: 'https://pirate.example' }],
    [
      'a sibling site (Sec-Fetch-Site: same-site)',
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.wado-france.fr' },
    ],
    ['another origin (Origin, no Sec-Fetch-Site)', { 'sec-fetch-site': '', origin: 'https://pirate.example' }],
    ['an opaque origin', { 'sec-fetch-site': '', origin: 'null' }],
  ])('refuses a form of %s with the French 403, sends it nowhere and writes nothing', async (_case, headers) => {
    const before = await written();
    const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: emailField('csrf@exemple.fr'),
      headers: { 'content-type': FORM, referer: 'https://pirate.example/page', ...sent },
    });
    expectApiError(response, 403, CROSS_SITE_REFUSED);
    expect(response.headers.location).toBeUndefined();
    expect(typedEmailCookie(response)).toBeUndefined();
    expect(await written()).toEqual(before);
  });

  it('still answers the JSON request with JSON, its refusals included', async () => {
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'json-form@exemple.fr' },
      headers: { referer: `${PUBLIC_URL}/history` },
    });
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toEqual({ subscribed: true });
    const refused = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'bad' } });
    expectApiError(refused, 400, "L'adresse e-mail n'est pas valide.");
    expect(refused.cookies).toEqual([]);
  });
});

describe('the address of a refused form, for the page it goes back to', () => {
  const requestWith = (cookies: Record<string, string>) => ({ cookies }) as unknown as FastifyRequest;

  it('is given to the server render from the cookie of the redirect', async () => {
    const response = await postForm(emailField('jean.dupont@exemple'), '/history');
    const cookie = typedEmailCookie(response)!;
    expect(typedEmailState(requestWith({ [cookie.name]: cookie.value }))).toEqual({
      [NEWSLETTER_TYPED_EMAIL_KEY]: { status: 'ready', data: { email: 'jean.dupont@exemple' } },
    });
  });

  it('is nothing without the cookie, or with a cookie no form could have set', () => {
    expect(typedEmailState(requestWith({}))).toEqual({});
    expect(typedEmailState(requestWith({ [TYPED_EMAIL_COOKIE]: 'x'.repeat(EMAIL_MAX_LENGTH + 1) }))).toEqual({});
    expect(typedEmailState(requestWith({ [TYPED_EMAIL_COOKIE]: 'a\u0007@b.fr' }))).toEqual({});
  });
});

describe('POST /api/newsletter: the form and the JSON share one rate limit', () => {
  let limited: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    limited = await startTestApp({ rateLimit: { max: 2, windowMs: 60_000 }, publicUrl: PUBLIC_URL });
  });
  afterAll(() => limited?.cleanup());

  const send = (email: string, form: boolean) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: '203.0.113.9',
      ...(form
        ? { payload: emailField(email), headers: { 'content-type': FORM, referer: `${PUBLIC_URL}/wado` } }
        : { payload: { email } }),
    });

  it('counts both; past the limit the form goes back with the error outcome, the JSON gets its 429', async () => {
    expect((await send('limite-1@exemple.fr', false)).statusCode).toBe(202);
    expect((await send('limite-2@exemple.fr', true)).headers.location).toBe('/wado?newsletter=envoyee#newsletter');
    const form = await send('limite-3@exemple.fr', true);
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/wado?newsletter=erreur#newsletter');
    expectApiError(await send('limite-4@exemple.fr', false), 429, TOO_MANY_REQUESTS);
    expect(await countRows(limited.app, 'newsletter_subscriptions')).toBe(2);
  });
});
