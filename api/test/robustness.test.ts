import { escapeText } from '../src/features/media/events/ical';
import { escapeMarkup } from '../src/features/markup';
import { MALFORMED_TEXT, NUMBER_OUT_OF_RANGE } from '../src/features/security/inputGuards';
import { countRows, expectApiError, startTestApp } from './helpers';
import { apiTokenFor } from './people';
import { orderBody, postOrder } from './shopHelpers';

/** Bugs the property tests (api/test/properties/) found, each pinned by an example. */
describe('regressions found by the property tests', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    env = await startTestApp();
  });
  afterAll(async () => env?.cleanup());

  it.each([
    '/api/events?limit=1e309',
    '/api/news?page=1e309',
    '/api/shop/items?page=Infinity',
    '/api/clubs?limit=-Infinity',
    '/api/results?page=1e400',
  ])(
    'answers %s with a 400, not a 500 (Ajv coerced the text to Infinity, which passed integer and maximum)',
    async (url) => {
      expectApiError(await env.app.inject(url), 400, NUMBER_OUT_OF_RANGE);
    },
  );

  it('refuses a JSON string holding a lone surrogate (stored, it came back as three replacement characters) and writes nothing', async () => {
    const before = await countRows(env.app, 'newsletter_subscriptions');
    const payload = '{"email":"visi\\ud800teur@exemple.fr"}';
    expectApiError(
      await env.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload,
        headers: { 'content-type': 'application/json' },
      }),
      400,
      MALFORMED_TEXT,
    );
    expect(await countRows(env.app, 'newsletter_subscriptions')).toBe(before);
    const order = JSON.stringify(orderBody()).replace('"Moreau"', '"Mor\\udc00eau"');
    expectApiError(await postOrder(env.app, JSON.parse(order)), 400, MALFORMED_TEXT);
    // A real pair (an emoji) is a character like any other.
    expect(
      (await postOrder(env.app, orderBody({ billing: { ...orderBody().billing, lastName: 'Moreau 🥋' } }))).statusCode,
    ).toBe(201);
  });

  it('still accepts a search for the word « Infinity » where text is expected', async () => {
    expect((await env.app.inject('/api/clubs?q=Infinity')).statusCode).toBe(200);
    expect((await env.app.inject('/api/lexicon?q=1e309')).statusCode).toBe(200);
  });
});

describe('feeds built from stored text (regressions found by the property tests)', () => {
  it('turns a lone carriage return into an escaped new line in iCalendar text: it can no longer start a property', () => {
    expect(escapeText('Stage\rATTENDEE:mailto:pirate@exemple.fr')).toBe('Stage\\nATTENDEE:mailto:pirate@exemple.fr');
    expect(escapeText('a\r\nb\nc')).toBe('a\\nb\\nc');
  });

  it('drops control characters, which neither iCalendar text nor XML may hold', () => {
    expect(escapeText('Kata\u0000 du\u001b soir')).toBe('Kata du soir');
    expect(escapeMarkup('Stage\u0000 <national>\u000b')).toBe('Stage &lt;national&gt;');
    expect(escapeMarkup('ligne\ttab\nfin')).toBe('ligne\ttab\nfin');
  });

  it('serves an event whose stored title holds a lone CR as one SUMMARY line', async () => {
    const env = await startTestApp();
    try {
      const { slug } = await env.app.db.selectFrom('events').select('slug').limit(1).executeTakeFirstOrThrow();
      await env.app.db
        .updateTable('events')
        .set({ title: 'Stage\rEND:VEVENT\rBEGIN:VEVENT' })
        .where('slug', '=', slug)
        .execute();
      const ics = (await env.app.inject(`/api/events/${slug}.ics`)).body;
      expect(ics).not.toMatch(/\r(?!\n)/);
      expect(ics.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
    } finally {
      await env.cleanup();
    }
  });
});

describe('body size limits and cookies', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    env = await startTestApp();
    await apiTokenFor(env.app, ['treasurer'], 'wado_pat_jeton-de-la-tresorerie-pour-les-tests-0123');
  });
  afterAll(async () => env?.cleanup());

  it('sets an explicit limit of 64 KB on every request body', () => {
    expect(env.app.initialConfig.bodyLimit).toBe(64 * 1024);
  });

  // Each write has its own, smaller limit; past it: 413, the French JSON body, nothing written.
  it.each([
    ['/api/newsletter', 4 * 1024],
    ['/api/newsletter/unsubscribe', 1024],
    ['/api/members/check', 2 * 1024],
    ['/api/orders/quote', 16 * 1024],
    ['/api/orders', 16 * 1024],
    ['/api/admin/orders/WF-ABCDEF/status', 4 * 1024],
    ['/api/inconnue', 64 * 1024],
  ])('POST %s over %i bytes: 413 in French, nothing written', async (url, limit) => {
    const tables = ['newsletter_subscriptions', 'terms_acceptances'] as const;
    const before = await Promise.all(tables.map((table) => countRows(env.app, table)));
    const payload = JSON.stringify({ email: 'gros@exemple.fr', pad: 'x'.repeat(limit) });
    const response = await env.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        'content-type': 'application/json',
        'idempotency-key': 'cle-volumineuse-0001',
        authorization: 'Bearer wado_pat_jeton-de-la-tresorerie-pour-les-tests-0123',
      },
    });
    expectApiError(response, 413, 'La requête est trop volumineuse.');
    expect(await Promise.all(tables.map((table) => countRows(env.app, table)))).toEqual(before);
  });

  it('sets only HttpOnly, SameSite cookies', async () => {
    const response = await env.app.inject('/cookies/acceptCookies');
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    }
  });
});
