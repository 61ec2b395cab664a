import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  NEWSLETTER_FORM_VERSION,
  type NewsletterResponse,
} from '@wado/shared/contract';
import { unsubscribeLink } from '../src/features/newsletter/routes';
import { countRows, expectApiError, startTestApp } from './helpers';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(() => cleanup());

const INVALID_EMAIL = "L'adresse e-mail n'est pas valide.";
const INVALID_JSON = "Le corps de la requête n'est pas un JSON valide.";
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

const subscribe = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload, headers });

/** A raw body, sent as is with the given content type. */
const subscribeRaw = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload, headers: { 'content-type': contentType } });

const rowsFor = (email: string) =>
  app.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).execute();

async function rowFor(email: string) {
  const rows = await rowsFor(email);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

function expectSubscribed(response: LightMyRequestResponse, status: 200 | 201) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.json<NewsletterResponse>()).toEqual({ subscribed: true });
}

/** An address of exactly `length` characters. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@exemple.fr'.length)}@exemple.fr`;

describe('POST /api/newsletter: a valid address', () => {
  it('answers 201 {subscribed: true} and stores one row with its proof of consent', async () => {
    const start = Date.now();
    const response = await subscribe({ email: 'premier@exemple.fr' });
    expectSubscribed(response, 201);
    const row = await rowFor('premier@exemple.fr');
    expect(row.form_version).toBe(NEWSLETTER_FORM_VERSION);
    expect(row.source_page).toBe('');
    expect(row.unsubscribe_token).toMatch(TOKEN);
    expect(row.consented_at).toBe(new Date(row.consented_at).toISOString());
    expect(Date.parse(row.consented_at)).toBeGreaterThanOrEqual(start - 1000);
    expect(Date.parse(row.consented_at)).toBeLessThanOrEqual(Date.now());
  });

  it('keeps the page and the wording version the form sends', async () => {
    expectSubscribed(await subscribe({ email: 'source@exemple.fr', source: '/history', formVersion: 'v-test' }), 201);
    expect(await rowFor('source@exemple.fr')).toMatchObject({ source_page: '/history', form_version: 'v-test' });
  });

  it('takes the page from the Referer (path only) when the form sends none', async () => {
    const response = await subscribe({ email: 'referer@exemple.fr' }, { referer: 'https://www.wado-france.fr/wado?onglet=2#bas' });
    expectSubscribed(response, 201);
    expect((await rowFor('referer@exemple.fr')).source_page).toBe('/wado');
  });

  it('stores the address trimmed and in lower case', async () => {
    expectSubscribed(await subscribe({ email: '  Marie.Curie@Exemple.FR ' }), 201);
    expect(await rowsFor('marie.curie@exemple.fr')).toHaveLength(1);
    expect(await rowsFor('Marie.Curie@Exemple.FR')).toHaveLength(0);
  });

  it('gives each subscription its own unsubscribe token', async () => {
    await subscribe({ email: 'jeton1@exemple.fr' });
    await subscribe({ email: 'jeton2@exemple.fr' });
    const first = await rowFor('jeton1@exemple.fr');
    const second = await rowFor('jeton2@exemple.fr');
    expect(first.unsubscribe_token).not.toBe(second.unsubscribe_token);
  });

  it('accepts a form-urlencoded body too', async () => {
    const response = await subscribeRaw('email=formulaire%40exemple.fr', 'application/x-www-form-urlencoded');
    expectSubscribed(response, 201);
    expect(await rowsFor('formulaire@exemple.fr')).toHaveLength(1);
  });

  it.each(['x@[192.168.1.1]', 'prenom.nom+tag@sous.domaine.fr', '"jean dupont"@exemple.fr', 'a@b.co', "o'brien@exemple.ie"])(
    'accepts the unusual but valid %s',
    async (email) => {
      expectSubscribed(await subscribe({ email }), 201);
      expect(await rowsFor(email)).toHaveLength(1);
    },
  );

  it(`accepts an address of exactly ${EMAIL_MAX_LENGTH} characters`, async () => {
    const email = emailOfLength(EMAIL_MAX_LENGTH);
    expectSubscribed(await subscribe({ email }), 201);
    expect(await rowsFor(email)).toHaveLength(1);
  });
});

describe('POST /api/newsletter: the same address again', () => {
  const email = 'fidele@exemple.fr';
  let token: string;

  beforeAll(async () => {
    expectSubscribed(await subscribe({ email }), 201);
    token = (await rowFor(email)).unsubscribe_token;
  });

  it.each([email, 'FIDELE@EXEMPLE.FR', '  fidele@exemple.fr  ', '\tFidele@Exemple.Fr\n'])(
    'answers 200 {subscribed: true} for %j and keeps one row, untouched',
    async (again) => {
      const before = await countRows(app, 'newsletter_subscriptions');
      expectSubscribed(await subscribe({ email: again, source: '/ailleurs', formVersion: 'autre' }), 200);
      expect(await countRows(app, 'newsletter_subscriptions')).toBe(before);
      const row = await rowFor(email);
      expect(row.unsubscribe_token).toBe(token);
      expect(row.source_page).toBe('');
      expect(row.form_version).toBe(NEWSLETTER_FORM_VERSION);
    },
  );

  it('stores one row when the same address arrives several times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email: 'rafale@exemple.fr' })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await rowsFor('rafale@exemple.fr')).toHaveLength(1);
  });
});

describe('POST /api/newsletter: an address outside the rule of spec §5', () => {
  it.each([
    'bad',
    'a@b',
    'a@b.c',
    'a b@c.fr',
    '@x.fr',
    'jean@',
    'jean@@exemple.fr',
    'jean@exemple.f1',
    'jean@exemple..fr',
    '.jean@exemple.fr',
    'jean.@exemple.fr',
    'jean..dupont@exemple.fr',
    'jean@-',
    'x@[999.1.1.1]',
    'x@[192.168.1]',
    'jean<script>@exemple.fr',
    'jean@exemple.fr, autre@exemple.fr',
    '',
    '   ',
  ])('refuses %j with a JSON 400 and stores nothing', async (email) => {
    const before = await countRows(app, 'newsletter_subscriptions');
    expectApiError(await subscribe({ email }), 400, INVALID_EMAIL);
    expect(await countRows(app, 'newsletter_subscriptions')).toBe(before);
  });
});

describe('POST /api/newsletter: a malformed request', () => {
  it.each<[string, () => Promise<LightMyRequestResponse>, number, string | undefined]>([
    ['a missing email', () => subscribe({}), 400, undefined],
    ['an email that is null', () => subscribe({ email: null }), 400, undefined],
    ['an email that is an object', () => subscribe({ email: { $ne: 1 } }), 400, undefined],
    ['an email that is a number', () => subscribe({ email: 42 }), 400, undefined],
    ['an email that is a boolean', () => subscribe({ email: true }), 400, undefined],
    [`an email of ${EMAIL_MAX_LENGTH + 1} characters`, () => subscribe({ email: emailOfLength(EMAIL_MAX_LENGTH + 1) }), 400, undefined],
    ['an email of 1000 characters', () => subscribe({ email: emailOfLength(1000) }), 400, undefined],
    ['a source over 200 characters', () => subscribe({ email: 'source-long@exemple.fr', source: `/${'x'.repeat(200)}` }), 400, undefined],
    ['a body that is an array', () => subscribeRaw('["liste@exemple.fr"]'), 400, undefined],
    ['a body that is a string', () => subscribeRaw('"chaine@exemple.fr"'), 400, undefined],
    ['malformed JSON', () => subscribeRaw('{"email":'), 400, INVALID_JSON],
    ['an empty JSON body', () => subscribeRaw(''), 400, INVALID_JSON],
    ['no body at all', () => app.inject({ method: 'POST', url: '/api/newsletter' }), 400, undefined],
    ['a text/plain body', () => subscribeRaw('texte@exemple.fr', 'text/plain'), 400, undefined],
    ['an unsupported content type', () => subscribeRaw('<email>xml@exemple.fr</email>', 'application/xml'), 415, "Ce type de contenu n'est pas accepté."],
    ['a body over 4 KB', () => subscribeRaw(JSON.stringify({ email: 'gros@exemple.fr', pad: 'x'.repeat(5000) })), 413, 'La requête est trop volumineuse.'],
  ])('answers %s with a JSON error and stores nothing', async (_case, send, status, message) => {
    const before = await countRows(app, 'newsletter_subscriptions');
    expectApiError(await send(), status, message);
    expect(await countRows(app, 'newsletter_subscriptions')).toBe(before);
  });

  it('answers GET with a JSON 404', async () => {
    expectApiError(await app.inject('/api/newsletter'), 404);
  });
});

describe('the shared isValidEmail and the server', () => {
  const cases: [string, boolean][] = [
    ['contact@wado-france.fr', true],
    ['Contact@Wado-France.FR', true],
    ['prenom.nom+newsletter@sous.domaine.fr', true],
    ['x@[10.0.0.1]', true],
    ['"a b"@exemple.fr', true],
    ['a_b-c@exemple-club.org', true],
    ['jéan@exemple.fr', true],
    ['a@b.co', true],
    ['a@b', false],
    ['a@b.c', false],
    ['a@b.1', false],
    ['a@exémple.fr', false],
    ['a@[256.0.0.1]', false],
    ['a(b)@exemple.fr', false],
    ['a;b@exemple.fr', false],
    ['a\\b@exemple.fr', false],
    ['plainaddress', false],
    ['@exemple.fr', false],
  ];

  it.each(cases)('agree on %j (valid: %s)', async (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
    const response = await subscribe({ email });
    if (valid) expect([200, 201]).toContain(response.statusCode);
    else expectApiError(response, 400, INVALID_EMAIL);
    expect(await rowsFor(email.toLowerCase())).toHaveLength(valid ? 1 : 0);
  });

  it.each([
    [EMAIL_MAX_LENGTH, true],
    [EMAIL_MAX_LENGTH + 1, false],
  ])('agree on an address of %i characters (valid: %s)', async (length, valid) => {
    const email = emailOfLength(length).replace(/^a/, 'b');
    expect(isValidEmail(email)).toBe(valid);
    const response = await subscribe({ email });
    if (valid) expect(response.statusCode).toBe(201);
    else expectApiError(response, 400);
    expect(await rowsFor(email)).toHaveLength(valid ? 1 : 0);
  });
});

describe('GET /api/newsletter/unsubscribe', () => {
  let token: string;

  beforeAll(async () => {
    await subscribe({ email: 'page-desinscription@exemple.fr' });
    token = (await rowFor('page-desinscription@exemple.fr')).unsubscribe_token;
  });

  it('answers a French HTML page whose form posts the token back', async () => {
    const response = await app.inject(`/api/newsletter/unsubscribe?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^<!doctype html><html lang="fr">/);
    expect(response.body).toContain('<title>Se désinscrire de la newsletter – Wado France</title>');
    expect(response.body).toContain('<form method="post" action="/api/newsletter/unsubscribe">');
    expect(response.body).toContain(`<input type="hidden" name="token" value="${token}">`);
    expect(response.body).toContain('<button type="submit">Confirmer la désinscription</button>');
  });

  it('does not unsubscribe by itself (a mail scanner following the link removes nothing)', async () => {
    await app.inject(`/api/newsletter/unsubscribe?token=${token}`);
    expect(await rowsFor('page-desinscription@exemple.fr')).toHaveLength(1);
  });

  it('is the page of the link each e-mail carries', async () => {
    const link = new URL(unsubscribeLink('https://www.wado-france.fr/', token));
    expect(link.origin + link.pathname).toBe('https://www.wado-france.fr/api/newsletter/unsubscribe');
    expect((await app.inject(link.pathname + link.search)).statusCode).toBe(200);
  });

  it.each([
    ['no token', ''],
    ['an empty token', '?token='],
    ['a token too short', `?token=${'a'.repeat(15)}`],
    ['a token too long', `?token=${'a'.repeat(65)}`],
    ['a token with markup', '?token=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a token with a quote', `?token=${'a'.repeat(20)}%22%3E`],
  ])('answers %s with a JSON 400', async (_case, query) => {
    const response = await app.inject(`/api/newsletter/unsubscribe${query}`);
    const body = expectApiError(response, 400);
    expect(body.error).toBe('Bad Request');
    expect(response.body).not.toContain('<script');
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  const confirm = (token: string, accept?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: `token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(accept ? { accept } : {}) },
    });

  it('erases the address of the token, then answers 404 for the same token', async () => {
    await subscribe({ email: 'depart@exemple.fr' });
    await subscribe({ email: 'reste@exemple.fr' });
    const { unsubscribe_token: token } = await rowFor('depart@exemple.fr');
    const before = await countRows(app, 'newsletter_subscriptions');

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(done.headers['cache-control']).toBe('no-store');
    expect(done.body).toContain('<h1>Désinscription confirmée</h1>');
    expect(await rowsFor('depart@exemple.fr')).toHaveLength(0);
    expect(await countRows(app, 'newsletter_subscriptions')).toBe(before - 1);
    expect(await rowsFor('reste@exemple.fr')).toHaveLength(1);

    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(again.body).toContain('<h1>Lien expiré</h1>');
    expect(again.body).toContain('contact@wado-france.fr');
    expect(await countRows(app, 'newsletter_subscriptions')).toBe(before - 1);
  });

  it('lets the same address subscribe again afterwards, with a new token', async () => {
    await subscribe({ email: 'retour@exemple.fr' });
    const { unsubscribe_token: first } = await rowFor('retour@exemple.fr');
    expect((await confirm(first)).statusCode).toBe(200);
    expectSubscribed(await subscribe({ email: 'retour@exemple.fr' }), 201);
    const { unsubscribe_token: second } = await rowFor('retour@exemple.fr');
    expect(second).toMatch(TOKEN);
    expect(second).not.toBe(first);
  });

  it('answers JSON when asked for JSON', async () => {
    await subscribe({ email: 'json@exemple.fr' });
    const { unsubscribe_token: token } = await rowFor('json@exemple.fr');
    const done = await confirm(token, 'application/json');
    expect(done.statusCode).toBe(200);
    expect(done.json<{ unsubscribed: boolean }>()).toEqual({ unsubscribed: true });
    const again = await confirm(token, 'application/json');
    expect(again.json<{ unsubscribed: boolean }>()).toEqual({ unsubscribed: false });
  });

  it('answers an unknown well-formed token with the 404 page and erases nothing', async () => {
    const before = await countRows(app, 'newsletter_subscriptions');
    const response = await confirm('A'.repeat(32));
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(await countRows(app, 'newsletter_subscriptions')).toBe(before);
  });

  it.each([
    ['a malformed token', 'token=%25%27%20OR%201%3D1', 400],
    ['a token too short', 'token=abc', 400],
    ['no token', 'autre=1', 400],
    ['an empty body', '', 400],
    ['a body over 1 KB', `token=${'a'.repeat(2000)}`, 413],
  ])('answers %s with a JSON error and erases nothing', async (_case, payload, status) => {
    const before = await countRows(app, 'newsletter_subscriptions');
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectApiError(response, status);
    expect(await countRows(app, 'newsletter_subscriptions')).toBe(before);
  });
});
