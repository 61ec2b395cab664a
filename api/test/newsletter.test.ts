import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Migrator } from 'kysely';
import {
  EMAIL_MAX_LENGTH,
  foldEmail,
  isValidEmail,
  NEWSLETTER_FORM_VERSION,
  type NewsletterResponse,
} from '@wado/shared/contract';
import { migrate } from '../src/db/connection';
import { migrations } from '../src/db/migrations';
import { JSON_OR_FORM_ONLY, unsubscribeLink } from '../src/features/newsletter/routes';
import {
  CONFIRMATION_RESEND_MS,
  CONFIRMATION_TTL_MS,
  newsletterRecipients,
  requestSubscription,
} from '../src/features/newsletter/subscriptions';
import { PAGE_CSS_PATH } from '../src/features/newsletter/pages';
import { CROSS_SITE_REFUSED } from '../src/features/security/sameOrigin';
import { countRows, expectApiError, openTestDatabase, startTestApp } from './helpers';

const PUBLIC_URL = 'https://www.wado-france.fr';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp({
    shop: { smtpUrl: '', mailFrom: 'Wado France <contact@wado-france.fr>' },
    publicUrl: PUBLIC_URL,
  }));
});
afterAll(() => cleanup?.());

const INVALID_EMAIL = "L'adresse e-mail n'est pas valide.";
const INVALID_JSON = "Le corps de la requête n'est pas un JSON valide.";
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const CONFIRM_LINK = /^https:\/\/www\.wado-france\.fr\/api\/newsletter\/confirm\?token=([A-Za-z0-9_-]{32})$/m;

const subscribe = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload, headers });

/** A raw body, sent as is with the given content type. */
const subscribeRaw = (payload: string, contentType = 'application/json', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload, headers: { 'content-type': contentType, ...headers } });

/** The unsubscribe or confirm form, posted as the page's <form> does (URL-encoded). */
const postForm = (path: 'unsubscribe' | 'confirm', token: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/newsletter/${path}`,
    payload: `token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

const rowsFor = (email: string) =>
  app.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).execute();

async function rowFor(email: string) {
  const rows = await rowsFor(email);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const mailsTo = (email: string) =>
  app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();

/** Rows of the subscriptions and of the outbox: what a refused request must leave alone. */
async function written() {
  const rows = await app.db.selectFrom('newsletter_subscriptions').selectAll().orderBy('id').execute();
  return { outbox: await countRows(app, 'mail_outbox'), rows };
}

/** The token of the latest confirmation e-mail sent to an address. */
async function confirmToken(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const match = CONFIRM_LINK.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`pas de lien de confirmation pour ${email}`);
  return match[1]!;
}

/** Subscribes and confirms, as the owner of the address would. */
async function subscribeAndConfirm(email: string) {
  expectAccepted(await subscribe({ email }));
  expect((await postForm('confirm', await confirmToken(email))).statusCode).toBe(200);
  return rowFor(email);
}

/** The one answer of every accepted request, whoever the address belongs to. */
function expectAccepted(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(202);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json<NewsletterResponse>()).toEqual({ subscribed: true });
}

/** An address of exactly `length` characters. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@exemple.fr'.length)}@exemple.fr`;

describe('POST /api/newsletter: the same answer for every address', () => {
  it('gives a new, a pending and a confirmed address the very same status, headers and body', async () => {
    await subscribeAndConfirm('deja-inscrite@exemple.fr');
    await subscribe({ email: 'en-attente@exemple.fr' });
    const answers = await Promise.all(
      ['jamais-vue@exemple.fr', 'en-attente@exemple.fr', 'deja-inscrite@exemple.fr'].map((email) =>
        subscribe({ email }),
      ),
    );
    for (const answer of answers) expectAccepted(answer);
    const shape = (response: LightMyRequestResponse) => ({
      status: response.statusCode,
      body: response.body,
      type: response.headers['content-type'],
      cache: response.headers['cache-control'],
      cookie: response.headers['set-cookie'],
    });
    expect(answers.map(shape)).toEqual([shape(answers[0]!), shape(answers[0]!), shape(answers[0]!)]);
  });
});

describe('POST /api/newsletter: a new address (double opt-in)', () => {
  it('writes a pending row with the proof the server knows, and nothing is confirmed yet', async () => {
    const start = Date.now();
    expectAccepted(await subscribe({ email: 'premier@exemple.fr' }));
    const row = await rowFor('premier@exemple.fr');
    expect(row.confirmed_at).toBeNull();
    expect(row.form_version).toBe(NEWSLETTER_FORM_VERSION);
    expect(row.source_page).toBe('');
    expect(row.unsubscribe_token).toMatch(TOKEN);
    expect(row.consented_at).toBe(new Date(row.consented_at).toISOString());
    expect(Date.parse(row.consented_at)).toBeGreaterThanOrEqual(start - 1000);
    expect(Date.parse(row.consented_at)).toBeLessThanOrEqual(Date.now());
    expect(row.confirm_sent_at).toBe(row.consented_at);
    expect(Date.parse(row.confirm_expires_at!)).toBe(Date.parse(row.consented_at) + CONFIRMATION_TTL_MS);
    expect(await newsletterRecipients(app.db, PUBLIC_URL)).not.toContainEqual(
      expect.objectContaining({ email: 'premier@exemple.fr' }),
    );
  });

  it('queues exactly one confirmation e-mail, in French, whose link is built from PUBLIC_URL even under a hostile Host', async () => {
    const response = await subscribe(
      { email: 'hote@exemple.fr' },
      { host: 'pirate.example', 'x-forwarded-host': 'pirate.example' },
    );
    expectAccepted(response);
    const mails = await mailsTo('hote@exemple.fr');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      status: 'pending',
      attempts: 0,
      topic: 'newsletter:confirmation',
      subject: 'Confirmez votre inscription à la newsletter de Wado France',
    });
    expect(mail!.text).toMatch(CONFIRM_LINK);
    expect(mail!.text).not.toContain('pirate.example');
    expect(mail!.text).toContain('Ce lien est valable 7 jours.');
    // Only a hash of the link's token is stored.
    const row = await rowFor('hote@exemple.fr');
    const token = await confirmToken('hote@exemple.fr');
    expect(row.confirm_token_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('ignores the source and form version a client sends: the server records its own', async () => {
    expectAccepted(
      await subscribe({ email: 'source@exemple.fr', source: '/pirate', formVersion: 'v-pirate', consent: true }),
    );
    expect(await rowFor('source@exemple.fr')).toMatchObject({ source_page: '', form_version: NEWSLETTER_FORM_VERSION });
  });

  it('takes the page from the Referer of this site (path only)', async () => {
    expectAccepted(
      await subscribe(
        { email: 'referer@exemple.fr', source: '/ailleurs' },
        { referer: `${PUBLIC_URL}/wado?onglet=2#bas` },
      ),
    );
    expect((await rowFor('referer@exemple.fr')).source_page).toBe('/wado');
  });

  it.each(['https://pirate.example/wado', 'http://www.wado-france.fr/wado', 'javascript:alert(1)', 'http://['])(
    'keeps no page for the Referer %s',
    async (referer) => {
      const email = `ref-${Buffer.from(referer).toString('hex').slice(0, 20)}@exemple.fr`;
      expectAccepted(await subscribe({ email }, { referer }));
      expect((await rowFor(email)).source_page).toBe('');
    },
  );

  it('stores the address trimmed and in lower case', async () => {
    expectAccepted(await subscribe({ email: '  Marie.Curie@Exemple.FR ' }));
    expect(await rowsFor('marie.curie@exemple.fr')).toHaveLength(1);
    expect(await rowsFor('Marie.Curie@Exemple.FR')).toHaveLength(0);
    expect(await mailsTo('marie.curie@exemple.fr')).toHaveLength(1);
  });

  it('gives each subscription its own unsubscribe token and confirmation link', async () => {
    await subscribe({ email: 'jeton1@exemple.fr' });
    await subscribe({ email: 'jeton2@exemple.fr' });
    const [first, second] = [await rowFor('jeton1@exemple.fr'), await rowFor('jeton2@exemple.fr')];
    expect(first.unsubscribe_token).not.toBe(second.unsubscribe_token);
    expect(first.confirm_token_hash).not.toBe(second.confirm_token_hash);
    expect(await confirmToken('jeton1@exemple.fr')).not.toBe(await confirmToken('jeton2@exemple.fr'));
  });

  it.each([
    'x@[192.168.1.1]',
    'prenom.nom+tag@sous.domaine.fr',
    '"jean dupont"@exemple.fr',
    'a@b.co',
    "o'brien@exemple.ie",
  ])('accepts the unusual but valid %s', async (email) => {
    expectAccepted(await subscribe({ email }));
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it(`accepts an address of exactly ${EMAIL_MAX_LENGTH} characters`, async () => {
    const email = emailOfLength(EMAIL_MAX_LENGTH);
    expectAccepted(await subscribe({ email }));
    expect(await rowsFor(email)).toHaveLength(1);
  });
});

describe('POST /api/newsletter: the same address again', () => {
  it.each(['fidele@exemple.fr', 'FIDELE@EXEMPLE.FR', '  fidele@exemple.fr  ', '\tFidele@Exemple.Fr\n'])(
    'answers %j the same, keeps one row and sends no second e-mail within the hour',
    async (again) => {
      if ((await rowsFor('fidele@exemple.fr')).length === 0) await subscribe({ email: 'fidele@exemple.fr' });
      const before = await rowFor('fidele@exemple.fr');
      expectAccepted(await subscribe({ email: again }, { referer: `${PUBLIC_URL}/ailleurs` }));
      expect(await rowFor('fidele@exemple.fr')).toEqual(before);
      expect(await mailsTo('fidele@exemple.fr')).toHaveLength(1);
    },
  );

  it('sends a fresh link after an hour, and the previous one stops working', async () => {
    const email = 'relance@exemple.fr';
    await subscribe({ email });
    const first = await confirmToken(email);
    // The first e-mail was sent a little over an hour ago.
    const past = new Date(Date.now() - CONFIRMATION_RESEND_MS - 1000).toISOString();
    await app.db
      .updateTable('newsletter_subscriptions')
      .set({ confirm_sent_at: past, consented_at: past })
      .where('email', '=', email)
      .execute();
    expectAccepted(await subscribe({ email }, { referer: `${PUBLIC_URL}/news` }));
    expect(await mailsTo(email)).toHaveLength(2);
    const second = await confirmToken(email);
    expect(second).not.toBe(first);
    expect(await rowFor(email)).toMatchObject({ source_page: '/news', confirmed_at: null });
    expect((await postForm('confirm', first)).statusCode).toBe(404);
    expect((await postForm('confirm', second)).statusCode).toBe(200);
  });

  it('tells a confirmed address, at most once an hour, that it is subscribed already, and changes nothing else', async () => {
    const confirmed = await subscribeAndConfirm('confirmee@exemple.fr');
    const mails = (await mailsTo('confirmee@exemple.fr')).length;
    await app.db
      .updateTable('newsletter_subscriptions')
      .set({ confirm_sent_at: '2020-01-01T00:00:00.000Z' })
      .where('email', '=', 'confirmee@exemple.fr')
      .execute();
    expectAccepted(await subscribe({ email: 'CONFIRMEE+re@exemple.fr' }, { referer: `${PUBLIC_URL}/shop` }));
    const after = await rowFor('confirmee@exemple.fr');
    expect(after).toEqual({ ...confirmed, confirm_sent_at: expect.any(String) });
    expect(after.confirm_sent_at).not.toBe('2020-01-01T00:00:00.000Z');
    const notice = (await mailsTo('confirmee@exemple.fr')).slice(mails);
    expect(notice.map((mail) => mail.subject)).toEqual(['Vous êtes déjà inscrit à la newsletter de Wado France']);
    expect(notice[0]!.text).toContain(unsubscribeLink(PUBLIC_URL, confirmed.unsubscribe_token));
    expect(notice[0]!.text).not.toMatch(CONFIRM_LINK);
    // Within the hour: nothing more.
    expectAccepted(await subscribe({ email: 'confirmee@exemple.fr' }));
    expect(await mailsTo('confirmee@exemple.fr')).toHaveLength(mails + 1);
  });

  it('keeps one row and sends one e-mail an hour per mailbox, whatever its +tags; a new link goes to the address as typed', async () => {
    await subscribe({ email: 'victim@example.org' });
    for (let n = 1; n <= 40; n += 1) expectAccepted(await subscribe({ email: `victim+${n}@example.org` }));
    const rows = await app.db
      .selectFrom('newsletter_subscriptions')
      .select(['email', 'email_key'])
      .where('email_key', '=', 'victim@example.org')
      .execute();
    expect(rows).toEqual([{ email: 'victim@example.org', email_key: 'victim@example.org' }]);
    const sent = await app.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('to_address', 'like', 'victim%')
      .execute();
    expect(sent).toEqual([{ to_address: 'victim@example.org' }]);

    await app.db
      .updateTable('newsletter_subscriptions')
      .set({ confirm_sent_at: new Date(Date.now() - CONFIRMATION_RESEND_MS - 1000).toISOString() })
      .where('email_key', '=', 'victim@example.org')
      .execute();
    expectAccepted(await subscribe({ email: 'Victim+News@example.org' }));
    expect((await postForm('confirm', await confirmToken('victim+news@example.org'))).statusCode).toBe(200);
    expect(await rowFor('victim+news@example.org')).toMatchObject({
      email_key: 'victim@example.org',
      confirmed_at: expect.any(String),
    });
  });

  it('writes one row and one e-mail when the same address arrives several times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email: 'rafale@exemple.fr' })));
    for (const response of responses) expectAccepted(response);
    expect(await rowsFor('rafale@exemple.fr')).toHaveLength(1);
    expect(await mailsTo('rafale@exemple.fr')).toHaveLength(1);
  });

  it('erases pending addresses whose link has expired, and lets them ask again', async () => {
    await subscribe({ email: 'oubliee@exemple.fr' });
    await app.db
      .updateTable('newsletter_subscriptions')
      .set({ confirm_expires_at: '2020-01-01T00:00:00.000Z', confirm_sent_at: '2019-12-25T00:00:00.000Z' })
      .where('email', '=', 'oubliee@exemple.fr')
      .execute();
    const { unsubscribe_token: oldToken } = await rowFor('oubliee@exemple.fr');
    await subscribe({ email: 'quelquun-dautre@exemple.fr' });
    expect(await rowsFor('oubliee@exemple.fr')).toHaveLength(0);
    expectAccepted(await subscribe({ email: 'oubliee@exemple.fr' }));
    const again = await rowFor('oubliee@exemple.fr');
    expect(again.unsubscribe_token).not.toBe(oldToken);
    expect(await mailsTo('oubliee@exemple.fr')).toHaveLength(2);
  });
});

// The site's own form, URL-encoded, is answered in newsletter-form.test.ts.
describe('POST /api/newsletter: the same work for every address', () => {
  /** The statements a subscription request runs, by kind and table, the row's own write as « write ». */
  async function statementsOf(email: string): Promise<string[]> {
    const statements: string[] = [];
    const tableOf = (node: unknown): string => {
      const seen = JSON.stringify(node, (key, value: unknown) => value);
      return /"kind":"TableNode"[^}]*?"name":"([a-z_]+)"/.exec(seen)?.[1] ?? '';
    };
    const traced = app.db.withPlugin({
      transformQuery: ({ node }) => {
        statements.push(`${node.kind} ${tableOf(node)}`);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    expect(await requestSubscription(traced, { email, sourcePage: '/', publicUrl: PUBLIC_URL })).toBe(true);
    return statements.map((statement) =>
      statement.replace(
        /^(InsertQueryNode|UpdateQueryNode) newsletter_subscriptions$/,
        'write newsletter_subscriptions',
      ),
    );
  }

  it('runs the same statements for a new address and for a subscribed one: its timing tells nothing', async () => {
    await subscribeAndConfirm('abonnee-mesuree@exemple.fr');
    await app.db
      .updateTable('newsletter_subscriptions')
      .set({ confirm_sent_at: '2020-01-01T00:00:00.000Z' })
      .where('email', '=', 'abonnee-mesuree@exemple.fr')
      .execute();
    const subscribed = await statementsOf('abonnee-mesuree@exemple.fr');
    const unknown = await statementsOf('jamais-mesuree@exemple.fr');
    expect(subscribed).toEqual(unknown);
    expect(unknown.filter((statement) => /^(write|InsertQueryNode mail_outbox)/.test(statement))).toEqual([
      'write newsletter_subscriptions',
      'InsertQueryNode mail_outbox',
    ]);
  });
});

describe("POST /api/newsletter: JSON or the site's form, only from this site", () => {
  it.each<[string, () => Promise<LightMyRequestResponse>, number, string]>([
    [
      'a text/plain body holding JSON',
      () => subscribeRaw('{"email":"texte@exemple.fr"}', 'text/plain'),
      415,
      JSON_OR_FORM_ONLY,
    ],
    [
      'a multipart form',
      () =>
        subscribeRaw(
          '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nmulti@exemple.fr\r\n--x--',
          'multipart/form-data; boundary=x',
        ),
      415,
      JSON_OR_FORM_ONLY,
    ],
    [
      'JSON from another site (Sec-Fetch-Site)',
      () => subscribeRaw('{"email":"ailleurs@exemple.fr"}', 'application/json', { 'sec-fetch-site': 'cross-site' }),
      403,
      CROSS_SITE_REFUSED,
    ],
    [
      'JSON from a sibling site (Sec-Fetch-Site: same-site)',
      () => subscribeRaw('{"email":"voisin@exemple.fr"}', 'application/json', { 'sec-fetch-site': 'same-site' }),
      403,
      CROSS_SITE_REFUSED,
    ],
    [
      'JSON from another origin (Origin)',
      () => subscribeRaw('{"email":"origine@exemple.fr"}', 'application/json', { origin: 'https://pirate.example' }),
      403,
      CROSS_SITE_REFUSED,
    ],
    [
      'JSON from an opaque origin',
      () => subscribeRaw('{"email":"opaque@exemple.fr"}', 'application/json', { origin: 'null' }),
      403,
      CROSS_SITE_REFUSED,
    ],
  ])('refuses %s in French and writes nothing', async (_case, send, status, message) => {
    const before = await written();
    expectApiError(await send(), status, message);
    expect(await written()).toEqual(before);
  });

  it.each<[string, Record<string, string>, string]>([
    [
      'the browser says same-origin',
      { 'sec-fetch-site': 'same-origin', origin: 'https://pirate.example' },
      'meme-site-1@exemple.fr',
    ],
    ['the Origin is PUBLIC_URL', { origin: PUBLIC_URL }, 'meme-site-2@exemple.fr'],
    ['the Origin is the address the request reached', { origin: 'http://localhost:80' }, 'meme-site-3@exemple.fr'],
  ])('accepts JSON when %s', async (_case, headers, email) => {
    expectAccepted(await subscribeRaw(JSON.stringify({ email }), 'application/json; charset=utf-8', headers));
    expect(await rowsFor(email)).toHaveLength(1);
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
  ])('refuses %j with a JSON 400 and writes nothing', async (email) => {
    const before = await written();
    expectApiError(await subscribe({ email }), 400, INVALID_EMAIL);
    expect(await written()).toEqual(before);
  });
});

describe('POST /api/newsletter: a malformed request', () => {
  it.each<[string, () => Promise<LightMyRequestResponse>, number, string | undefined]>([
    ['a missing email', () => subscribe({}), 400, undefined],
    ['an email that is null', () => subscribe({ email: null }), 400, undefined],
    ['an email that is an object', () => subscribe({ email: { $ne: 1 } }), 400, undefined],
    ['an email that is a number', () => subscribe({ email: 42 }), 400, undefined],
    ['an email that is a boolean', () => subscribe({ email: true }), 400, undefined],
    [
      `an email of ${EMAIL_MAX_LENGTH + 1} characters`,
      () => subscribe({ email: emailOfLength(EMAIL_MAX_LENGTH + 1) }),
      400,
      undefined,
    ],
    ['an email of 1000 characters', () => subscribe({ email: emailOfLength(1000) }), 400, undefined],
    ['a body that is an array', () => subscribeRaw('["liste@exemple.fr"]'), 400, undefined],
    ['a body that is a string', () => subscribeRaw('"chaine@exemple.fr"'), 400, undefined],
    ['malformed JSON', () => subscribeRaw('{"email":'), 400, INVALID_JSON],
    ['an empty JSON body', () => subscribeRaw(''), 400, INVALID_JSON],
    ['no body at all', () => app.inject({ method: 'POST', url: '/api/newsletter' }), 400, undefined],
    [
      'an unsupported content type',
      () => subscribeRaw('<email>xml@exemple.fr</email>', 'application/xml'),
      415,
      JSON_OR_FORM_ONLY,
    ],
    [
      'a body over 4 KB',
      () => subscribeRaw(JSON.stringify({ email: 'gros@exemple.fr', pad: 'x'.repeat(5000) })),
      413,
      'La requête est trop volumineuse.',
    ],
  ])('answers %s with a JSON error and writes nothing', async (_case, send, status, message) => {
    const before = await written();
    expectApiError(await send(), status, message);
    expect(await written()).toEqual(before);
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
    if (valid) expectAccepted(response);
    else expectApiError(response, 400, INVALID_EMAIL);
    // One row per mailbox: `prenom.nom+newsletter@` is the row of `prenom.nom@`, if there is one.
    const rows = await app.db
      .selectFrom('newsletter_subscriptions')
      .select('id')
      .where('email_key', '=', foldEmail(email))
      .execute();
    expect(rows).toHaveLength(valid ? 1 : 0);
  });

  it.each([
    [EMAIL_MAX_LENGTH, true],
    [EMAIL_MAX_LENGTH + 1, false],
  ])('agree on an address of %i characters (valid: %s)', async (length, valid) => {
    const email = emailOfLength(length).replace(/^a/, 'b');
    expect(isValidEmail(email)).toBe(valid);
    const response = await subscribe({ email });
    if (valid) expectAccepted(response);
    else expectApiError(response, 400);
    expect(await rowsFor(email)).toHaveLength(valid ? 1 : 0);
  });
});

describe('GET /api/newsletter/confirm', () => {
  it('answers a French page whose form posts the token back, and confirms nothing by itself', async () => {
    await subscribe({ email: 'page-confirmation@exemple.fr' });
    const token = await confirmToken('page-confirmation@exemple.fr');
    const before = await written();
    const response = await app.inject(`/api/newsletter/confirm?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^<!doctype html><html lang="fr">/);
    expect(response.body).toContain('<title>Confirmer votre inscription – Wado France</title>');
    expect(response.body).toContain('<form method="post" action="/api/newsletter/confirm">');
    expect(response.body).toContain(`<input type="hidden" name="token" value="${token}">`);
    expect(response.body).toContain('<button type="submit">Confirmer mon inscription</button>');
    // A mail scanner following the link changes nothing.
    expect(await written()).toEqual(before);
  });

  it('answers an unknown or expired link with a French 404 page', async () => {
    await subscribe({ email: 'expire-page@exemple.fr' });
    const token = await confirmToken('expire-page@exemple.fr');
    await app.db
      .updateTable('newsletter_subscriptions')
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'expire-page@exemple.fr')
      .execute();
    for (const url of [`/api/newsletter/confirm?token=${token}`, `/api/newsletter/confirm?token=${'A'.repeat(32)}`]) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1>Lien expiré</h1>');
      expect(response.body).not.toContain('<form');
    }
  });

  it.each([
    ['no token', ''],
    ['a token too short', `?token=${'a'.repeat(15)}`],
    ['a token with markup', '?token=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ])('answers %s with a JSON 400', async (_case, query) => {
    const response = await app.inject(`/api/newsletter/confirm${query}`);
    expectApiError(response, 400);
    expect(response.body).not.toContain('<script');
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('records the confirmation, dated, as the proof of consent; the address now receives the newsletter', async () => {
    await subscribe({ email: 'confirme@exemple.fr' }, { referer: `${PUBLIC_URL}/history` });
    const token = await confirmToken('confirme@exemple.fr');
    const start = Date.now();
    const done = await postForm('confirm', token, { 'sec-fetch-site': 'same-origin', origin: PUBLIC_URL });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(done.body).toContain('<h1>Inscription confirmée</h1>');
    const row = await rowFor('confirme@exemple.fr');
    expect(row.confirmed_at).toBe(new Date(row.confirmed_at!).toISOString());
    expect(Date.parse(row.confirmed_at!)).toBeGreaterThanOrEqual(start - 1000);
    expect(Date.parse(row.confirmed_at!)).toBeLessThanOrEqual(Date.now());
    expect(row).toMatchObject({
      source_page: '/history',
      form_version: NEWSLETTER_FORM_VERSION,
      confirm_token_hash: null,
      confirm_expires_at: null,
    });
    expect(await newsletterRecipients(app.db, PUBLIC_URL)).toContainEqual({
      email: 'confirme@exemple.fr',
      unsubscribeUrl: `${PUBLIC_URL}/api/newsletter/unsubscribe?token=${row.unsubscribe_token}`,
    });
  });

  it('answers the same link a second time with the 404 page, writing nothing', async () => {
    await subscribe({ email: 'deux-fois@exemple.fr' });
    const token = await confirmToken('deux-fois@exemple.fr');
    expect((await postForm('confirm', token)).statusCode).toBe(200);
    const before = await written();
    const again = await postForm('confirm', token);
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('<h1>Lien expiré</h1>');
    expect(again.body).toContain('contact@wado-france.fr');
    expect(await written()).toEqual(before);
  });

  it('refuses an expired link (French 404 page) and confirms nothing', async () => {
    await subscribe({ email: 'trop-tard@exemple.fr' });
    const token = await confirmToken('trop-tard@exemple.fr');
    await app.db
      .updateTable('newsletter_subscriptions')
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'trop-tard@exemple.fr')
      .execute();
    const before = await written();
    const response = await postForm('confirm', token);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Lien expiré</h1>');
    expect(await written()).toEqual(before);
    expect((await rowFor('trop-tard@exemple.fr')).confirmed_at).toBeNull();
  });

  it.each([
    ['an unknown well-formed token', `token=${'A'.repeat(32)}`, 404],
    ['a malformed token', 'token=%25%27%20OR%201%3D1', 400],
    ['a token too short', 'token=abc', 400],
    ['no token', 'autre=1', 400],
    ['a body over 1 KB', `token=${'a'.repeat(2000)}`, 413],
  ])('answers %s with a French 4xx and writes nothing', async (_case, payload, status) => {
    const before = await written();
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(status);
    if (status === 404) expect(response.body).toContain('<html lang="fr">');
    else expectApiError(response, status);
    expect(await written()).toEqual(before);
  });

  it.each<[string, Record<string, string>, string]>([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, 'forcee-1@exemple.fr'],
    ['an Origin of another site', { origin: 'https://pirate.example' }, 'forcee-2@exemple.fr'],
  ])('refuses a post from another site (%s) with a French 403', async (_case, headers, email) => {
    await subscribe({ email });
    const token = await confirmToken(email);
    const before = await written();
    expectApiError(await postForm('confirm', token, headers), 403, CROSS_SITE_REFUSED);
    expect(await written()).toEqual(before);
  });
});

describe('GET /api/newsletter/unsubscribe', () => {
  let token: string;

  beforeAll(async () => {
    token = (await subscribeAndConfirm('page-desinscription@exemple.fr')).unsubscribe_token;
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

/** The directives of a Content-Security-Policy header. */
function cspDirectives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

describe('the pages reached from an e-mail are styled under the site CSP', () => {
  const pages: [string, () => Promise<string>][] = [
    [
      'unsubscribe',
      async () =>
        `/api/newsletter/unsubscribe?token=${(await subscribeAndConfirm('style-desinscription@exemple.fr')).unsubscribe_token}`,
    ],
    [
      'confirm',
      async () => (
        await subscribe({ email: 'style-confirmation@exemple.fr' }),
        `/api/newsletter/confirm?token=${await confirmToken('style-confirmation@exemple.fr')}`
      ),
    ],
  ];

  it.each(pages)(
    'the %s page has no inline style, and links a stylesheet its CSP allows, served as CSS',
    async (_name, url) => {
      const page = await app.inject(await url());
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(/<style|style="/i);
      const csp = cspDirectives(page.headers['content-security-policy']);
      const styleSrc = csp.get('style-src') ?? csp.get('default-src') ?? [];
      expect(styleSrc).not.toContain("'unsafe-inline'");
      expect(styleSrc).toContain("'self'");

      const links = [...page.body.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]!);
      expect(links).toHaveLength(1);
      const href = new URL(links[0]!, 'http://localhost');
      // 'self': the stylesheet is on the page's own origin.
      expect(href.origin).toBe('http://localhost');
      expect(href.pathname).toBe(PAGE_CSS_PATH);
      const sheet = await app.inject(href.pathname + href.search);
      expect(sheet.statusCode).toBe(200);
      expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(sheet.body).toContain('button{');
      expect(sheet.body).toContain('background:#1d2a5c');
    },
  );

  it('versions the stylesheet address by its content', async () => {
    const page = await app.inject(`/api/newsletter/unsubscribe?token=${'A'.repeat(32)}`);
    expect(page.body).toMatch(/href="\/api\/newsletter\/page\.css\?v=[0-9a-f]{12}"/);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  const confirm = (token: string, accept?: string) => postForm('unsubscribe', token, accept ? { accept } : {});

  it('erases a confirmed address, then answers 404 for the same token', async () => {
    const { unsubscribe_token: token } = await subscribeAndConfirm('depart@exemple.fr');
    await subscribeAndConfirm('reste@exemple.fr');
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

  it('erases a pending address too', async () => {
    await subscribe({ email: 'pas-encore@exemple.fr' });
    const { unsubscribe_token: token } = await rowFor('pas-encore@exemple.fr');
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await rowsFor('pas-encore@exemple.fr')).toHaveLength(0);
  });

  it('accepts the form of its own page (same origin)', async () => {
    const { unsubscribe_token: token } = await subscribeAndConfirm('meme-origine@exemple.fr');
    const done = await postForm('unsubscribe', token, { 'sec-fetch-site': 'same-origin', origin: PUBLIC_URL });
    expect(done.statusCode).toBe(200);
    expect(await rowsFor('meme-origine@exemple.fr')).toHaveLength(0);
  });

  it.each<[string, Record<string, string>, string]>([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, 'victime-1@exemple.fr'],
    [
      'Sec-Fetch-Site: same-site',
      { 'sec-fetch-site': 'same-site', origin: 'https://sous.wado-france.fr' },
      'victime-2@exemple.fr',
    ],
    ['an Origin of another site', { origin: 'https://pirate.example' }, 'victime-3@exemple.fr'],
    ['Origin: null', { origin: 'null' }, 'victime-4@exemple.fr'],
  ])('refuses a cross-site form post (%s) with a French 403, erasing nothing', async (_case, headers, email) => {
    const { unsubscribe_token: token } = await subscribeAndConfirm(email);
    const before = await written();
    expectApiError(await postForm('unsubscribe', token, headers), 403, CROSS_SITE_REFUSED);
    expect(await written()).toEqual(before);
  });

  it('lets the same address subscribe again afterwards, with a new token', async () => {
    const { unsubscribe_token: first } = await subscribeAndConfirm('retour@exemple.fr');
    expect((await confirm(first)).statusCode).toBe(200);
    expectAccepted(await subscribe({ email: 'retour@exemple.fr' }));
    const again = await rowFor('retour@exemple.fr');
    expect(again.unsubscribe_token).toMatch(TOKEN);
    expect(again.unsubscribe_token).not.toBe(first);
    expect(again.confirmed_at).toBeNull();
  });

  it('answers JSON when asked for JSON', async () => {
    const { unsubscribe_token: token } = await subscribeAndConfirm('json@exemple.fr');
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
    } satisfies InjectOptions);
    expectApiError(response, status);
    expect(await countRows(app, 'newsletter_subscriptions')).toBe(before);
  });
});

describe('migration 006 on a database with subscriptions', () => {
  it('marks the rows taken before it as confirmed on the day of their consent', async () => {
    const { db, close } = await openTestDatabase('wado-newsletter-migration-');
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '006'));
      const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
      expect(error).toBeUndefined();
      await db
        .insertInto('newsletter_subscriptions')
        // The table as it was then, before migration 030's `email_key`.
        .values({
          email: 'ancienne@exemple.fr',
          consented_at: '2026-10-02T08:00:00.000Z',
          form_version: 'v0',
          source_page: '/',
          unsubscribe_token: 'u'.repeat(32),
        } as never)
        .execute();
      await migrate(db);
      const row = await db.selectFrom('newsletter_subscriptions').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: 'ancienne@exemple.fr',
        confirmed_at: '2026-10-02T08:00:00.000Z',
        confirm_token_hash: null,
        confirm_expires_at: null,
      });
      expect(await newsletterRecipients(db, PUBLIC_URL)).toEqual([
        {
          email: 'ancienne@exemple.fr',
          unsubscribeUrl: `${PUBLIC_URL}/api/newsletter/unsubscribe?token=${'u'.repeat(32)}`,
        },
      ]);
    } finally {
      await close();
    }
  });
});
