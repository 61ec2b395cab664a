import type { FastifyInstance } from 'fastify';
import { isValidEmail, ROUTES, TERMS_VERSION, type ContentPage, type Partner } from '@wado/shared/contract';
import { startTestApp } from './helpers';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(() => cleanup());

async function subscriptions(email?: string) {
  let query = app.db.selectFrom('newsletter_subscriptions').selectAll();
  if (email) query = query.where('email', '=', email);
  return query.execute();
}

describe('GET /cookies/isAlreadyAccepted and /cookies/acceptCookies', () => {
  it('answers false without the cookie', async () => {
    const response = await app.inject('/cookies/isAlreadyAccepted');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: false });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('records the acceptance with its date and sets an HttpOnly, SameSite=Lax cookie for 180 days', async () => {
    const before = await app.db.selectFrom('terms_acceptances').selectAll().execute();
    const response = await app.inject('/cookies/acceptCookies');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: true });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`cgu_accepted=${TERMS_VERSION}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=15552000');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    const after = await app.db.selectFrom('terms_acceptances').selectAll().execute();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ terms_version: TERMS_VERSION });
    expect(Date.now() - Date.parse(after.at(-1)!.accepted_at)).toBeLessThan(60_000);
  });

  it('answers true with the cookie, false with the cookie of older terms', async () => {
    const accepted = await app.inject({ url: '/cookies/isAlreadyAccepted', cookies: { cgu_accepted: TERMS_VERSION } });
    expect(accepted.json()).toEqual({ accepted: true });
    const old = await app.inject({ url: '/cookies/isAlreadyAccepted', cookies: { cgu_accepted: '2020-01-01' } });
    expect(old.json()).toEqual({ accepted: false });
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const secure = await startTestApp({ trustProxy: true });
    try {
      const response = await secure.app.inject({ url: '/cookies/acceptCookies', headers: { 'x-forwarded-proto': 'https' } });
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secure.cleanup();
    }
  });
});

describe('GET /api/partners', () => {
  it('lists the partners with name, image and website, each logo served', async () => {
    const response = await app.inject('/api/partners');
    expect(response.statusCode).toBe(200);
    const partners = response.json<Partner[]>();
    expect(partners).toHaveLength(6);
    for (const partner of partners) {
      expect(Object.keys(partner).sort()).toEqual(['image', 'name', 'website']);
      expect(partner.website).toMatch(/^https:\/\//);
      const logo = await app.inject(partner.image);
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toContain('image/svg+xml');
    }
  });
});

describe('POST /api/newsletter', () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, headers });

  it('stores a subscription once, with its proof of consent', async () => {
    const first = await post({ email: 'Jean.Dupont@Exemple.fr', source: '/history', formVersion: 'v-test' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ subscribed: true });
    const [row] = await subscriptions('jean.dupont@exemple.fr');
    expect(row).toMatchObject({ source_page: '/history', form_version: 'v-test' });
    expect(row!.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Date.now() - Date.parse(row!.consented_at)).toBeLessThan(60_000);

    const again = await post({ email: '  jean.dupont@exemple.FR ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscribed: true });
    expect(await subscriptions('jean.dupont@exemple.fr')).toHaveLength(1);
  });

  it.each(['bad', 'a@b', 'a@b.c', 'a b@exemple.fr', '@exemple.fr', 'jean@exemple.f1'])(
    'refuses %j with a JSON 400 and writes nothing',
    async (email) => {
      const before = (await subscriptions()).length;
      const response = await post({ email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', message: "L'adresse e-mail n'est pas valide." });
      expect(await subscriptions()).toHaveLength(before);
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it.each(['x@[192.168.1.1]', 'prenom.nom+tag@sous.domaine.fr'])('accepts %s, as the form does', async (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect((await post({ email })).statusCode).toBe(201);
  });

  it.each<[string, () => Promise<{ statusCode: number; json: () => { message?: unknown } }>, number]>([
    ['a missing email', () => post({}), 400],
    ['an email that is an object', () => post({ email: { $ne: 1 } }), 400],
    ['an email of 255 characters', () => post({ email: `${'a'.repeat(245)}@exemple.fr` }), 400],
    ['malformed JSON', () => post('{"email":', { 'content-type': 'application/json' }), 400],
    ['an empty body', () => post('', { 'content-type': 'application/json' }), 400],
    ['a body over 4 KB', () => post({ email: 'a@exemple.fr', source: 'x'.repeat(5000) }), 413],
  ])('answers %s with a JSON error and writes nothing', async (_case, send, status) => {
    const before = (await subscriptions()).length;
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().message).toBe('string');
    expect(await subscriptions()).toHaveLength(before);
  });

  it('unsubscribes with the link of the e-mails, erasing the address', async () => {
    await post({ email: 'depart@exemple.fr' });
    const [row] = await subscriptions('depart@exemple.fr');
    const page = await app.inject(`/api/newsletter/unsubscribe?token=${row!.unsubscribe_token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Confirmer la désinscription');
    const confirm = () =>
      app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        payload: `token=${row!.unsubscribe_token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const done = await confirm();
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Désinscription confirmée');
    expect(await subscriptions('depart@exemple.fr')).toHaveLength(0);
    expect((await confirm()).statusCode).toBe(404);
    const bad = await app.inject('/api/newsletter/unsubscribe?token=<script>');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
  });
});

describe('GET /api/content/{page}, /api/saleConditions, /api/terms', () => {
  const pages = [
    ...ROUTES.flatMap((route) => (route.content && 'page' in route.content ? [route.content.page] : [])),
  ];

  it.each(pages)('serves %s: a French title and several paragraphs of Markdown, no raw HTML', async (page) => {
    const response = await app.inject(`/api/content/${page}`);
    expect(response.statusCode).toBe(200);
    const content = response.json<ContentPage>();
    expect(content.page).toBe(page);
    expect(content.title.length).toBeGreaterThan(3);
    expect(content.body.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(4);
    expect(content.body).not.toMatch(/<[a-z!/]/i);
    expect(content.body).not.toMatch(/lorem ipsum/i);
    expect(Number.isNaN(Date.parse(content.updatedAt))).toBe(false);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the sale conditions and the terms of use from their own endpoints', async () => {
    const sale = await app.inject('/api/saleConditions');
    expect(sale.statusCode).toBe(200);
    expect(sale.json<ContentPage>().title).toBe('Conditions générales de vente');
    expect(sale.json<ContentPage>().body).toContain('rétractation');
    const terms = await app.inject('/api/terms');
    expect(terms.statusCode).toBe(200);
    expect(terms.json<ContentPage>().title).toMatch(/Conditions générales d.utilisation/i);
  });

  it('answers 404 JSON for an unknown page and 400 for a malformed key, never 500', async () => {
    const missing = await app.inject('/api/content/inconnue');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not Found', message: "Cette page n'existe pas." });
    for (const key of ['..%2Fetc', 'A%20B', 'x'.repeat(65), '%3Cscript%3E']) {
      const response = await app.inject(`/api/content/${key}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('shows an edit made in the database at once', async () => {
    await app.db.updateTable('content_pages').set({ body: 'Texte **modifié**.' }).where('slug', '=', 'donations').execute();
    expect((await app.inject('/api/content/donations')).json<ContentPage>().body).toBe('Texte **modifié**.');
  });
});
