import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ROUTES, type ContentPage } from '@wado/shared/contract';
import { expectApiError, startTestApp } from './helpers';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(() => cleanup?.());

/** Every text page of the route table that reads `/api/content/{page}`. */
const ROUTE_PAGES = ROUTES.flatMap((route) => (route.content && 'page' in route.content ? [route.content.page] : []));
const PAGES = [...new Set([...ROUTE_PAGES, 'mentions_legales', 'confidentialite'])];

const NOT_FOUND = "Cette page n'existe pas.";

/** A 200 content answer, checked for shape and for French Markdown without HTML. */
function expectPage(response: LightMyRequestResponse, page: string): ContentPage {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  const content = response.json<ContentPage>();
  expect(Object.keys(content).sort()).toEqual(['body', 'page', 'title', 'updatedAt']);
  expect(content.page).toBe(page);
  expect(content.updatedAt).toBe(new Date(content.updatedAt).toISOString());
  return content;
}

/** Blocks of text separated by a blank line. */
const paragraphs = (body: string) => body.split(/\n\s*\n/).filter((block) => block.trim() !== '');

describe('GET /api/content/{page}', () => {
  it('covers the thirteen text pages of spec §2 and the two legal pages', () => {
    expect([...PAGES].sort()).toEqual(
      [
        'admission',
        'association',
        'confidentialite',
        'donations',
        'features',
        'gathering',
        'history',
        'kihon_kata',
        'knowit',
        'manager',
        'mentions_legales',
        'seminary',
        'selection',
        'special',
        'wado',
      ].sort(),
    );
  });

  it.each(PAGES)('serves %s: a French title and several paragraphs of Markdown, no raw HTML', async (page) => {
    const content = expectPage(await app.inject(`/api/content/${page}`), page);
    expect(content.title.trim()).toBe(content.title);
    expect(content.title.length).toBeGreaterThan(3);
    expect(content.title).not.toMatch(/^#/);
    expect(content.title).toMatch(/^[A-ZÀ-ÖÉ]/);
    expect(paragraphs(content.body).length).toBeGreaterThanOrEqual(4);
    expect(content.body).not.toMatch(/<[a-z]/i);
    expect(content.body).not.toMatch(/lorem ipsum/i);
    expect(content.body).not.toMatch(/^# /);
    // French: accented letters and French words, no English filler.
    expect(content.body).toMatch(/[éèàêç]/);
    expect(content.body).toMatch(/\b(le|la|les|des|et)\b/);
  });

  it('gives each page its own title', async () => {
    const titles = await Promise.all(
      PAGES.map(async (page) => (await app.inject(`/api/content/${page}`)).json<ContentPage>().title),
    );
    expect(new Set(titles).size).toBe(PAGES.length);
  });

  it('serves the titles written in the seed', async () => {
    const titleOf = async (page: string) => (await app.inject(`/api/content/${page}`)).json<ContentPage>().title;
    expect(await titleOf('history')).toBe("Histoire du Wado et de l'association");
    expect(await titleOf('mentions_legales')).toBe('Mentions légales');
    expect(await titleOf('confidentialite')).toBe('Politique de confidentialité');
    expect(await titleOf('kihon_kata')).toBe('Kihon et kata');
  });

  it.each(['inconnue', 'terms_of_use', 'committee', 'lexicon', 'a', '0', 'x'.repeat(64)])(
    'answers the unknown page %j with a JSON 404',
    async (page) => {
      const response = await app.inject(`/api/content/${page}`);
      expectApiError(response, 404, NOT_FOUND);
      expect(response.json<{ error: string }>().error).toBe('Not Found');
    },
  );

  it.each([
    ['../etc', '..%2Fetc'],
    ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd'],
    ['A B', 'A%20B'],
    ['History (capital letter)', 'History'],
    ['kihon-kata (dash)', 'kihon-kata'],
    ['65 characters', 'x'.repeat(65)],
    ['<script>', '%3Cscript%3E'],
    ["' OR 1=1 --", '%27%20OR%201%3D1%20--'],
    ['a NUL byte', 'history%00'],
    ['an accented key', 'caract%C3%A9ristiques'],
  ])('answers the malformed key %s with a JSON 400, never 500', async (_case, key) => {
    const body = expectApiError(await app.inject(`/api/content/${key}`), 400);
    expect(body.error).toBe('Bad Request');
  });

  it.each(['/api/content/../etc', '/api/content/a/b', '/api/content'])(
    'answers the path %s (no single key) with a JSON 404',
    async (url) => {
      expectApiError(await app.inject(url), 404);
    },
  );

  it('answers the empty key with a JSON 400', async () => {
    expectApiError(await app.inject('/api/content/'), 400);
  });

  it('ignores a query string', async () => {
    expectPage(await app.inject('/api/content/wado?lang=en'), 'wado');
  });
});

describe('GET /api/saleConditions', () => {
  it('serves the sale conditions', async () => {
    const content = expectPage(await app.inject('/api/saleConditions'), 'sale_conditions');
    expect(content.title).toBe('Conditions générales de vente');
    expect(content.body).toContain('rétractation');
    expect(paragraphs(content.body).length).toBeGreaterThanOrEqual(4);
    expect(content.body).not.toMatch(/<[a-z]/i);
  });

  it('is the same page as /api/content/sale_conditions', async () => {
    const dedicated = (await app.inject('/api/saleConditions')).json<ContentPage>();
    const generic = (await app.inject('/api/content/sale_conditions')).json<ContentPage>();
    expect(dedicated).toEqual(generic);
  });
});

describe('GET /api/terms', () => {
  it('serves the terms of use', async () => {
    const content = expectPage(await app.inject('/api/terms'), 'terms');
    expect(content.title).toBe("Conditions générales d'utilisation");
    expect(paragraphs(content.body).length).toBeGreaterThanOrEqual(4);
    expect(content.body).not.toMatch(/<[a-z]/i);
  });

  it('answers a JSON 404 once the page is gone from the database', async () => {
    const other = await startTestApp();
    try {
      await other.app.db.deleteFrom('content_pages').where('slug', 'in', ['terms', 'sale_conditions']).execute();
      expectApiError(await other.app.inject('/api/terms'), 404, NOT_FOUND);
      expectApiError(await other.app.inject('/api/saleConditions'), 404, NOT_FOUND);
    } finally {
      await other.cleanup();
    }
  });
});

describe('content edited in the database', () => {
  it('is what the next GET returns, title, body and date', async () => {
    const before = (await app.inject('/api/content/donations')).json<ContentPage>();
    const updatedAt = '2027-03-14T09:26:53.000Z';
    await app.db
      .updateTable('content_pages')
      .set({
        title: 'Dons (modifié)',
        body: 'Premier paragraphe **modifié**.\n\nSecond paragraphe.',
        updated_at: updatedAt,
      })
      .where('slug', '=', 'donations')
      .execute();
    const after = (await app.inject('/api/content/donations')).json<ContentPage>();
    expect(after).toEqual({
      page: 'donations',
      title: 'Dons (modifié)',
      body: 'Premier paragraphe **modifié**.\n\nSecond paragraphe.',
      updatedAt,
    });
    expect(after).not.toEqual(before);
  });

  it('applies to the dedicated endpoints too', async () => {
    await app.db.updateTable('content_pages').set({ title: 'CGU révisées' }).where('slug', '=', 'terms').execute();
    expect((await app.inject('/api/terms')).json<ContentPage>().title).toBe('CGU révisées');
    await app.db
      .updateTable('content_pages')
      .set({ body: 'Nouvelles conditions.' })
      .where('slug', '=', 'sale_conditions')
      .execute();
    expect((await app.inject('/api/saleConditions')).json<ContentPage>().body).toBe('Nouvelles conditions.');
  });

  it('serves a page added to the database without a restart', async () => {
    await app.db
      .insertInto('content_pages')
      .values({ slug: 'nouvelle_page', title: 'Nouvelle page', body: 'Texte.', updated_at: '2027-01-01T00:00:00.000Z' })
      .execute();
    expect((await app.inject('/api/content/nouvelle_page')).json<ContentPage>()).toEqual({
      page: 'nouvelle_page',
      title: 'Nouvelle page',
      body: 'Texte.',
      updatedAt: '2027-01-01T00:00:00.000Z',
    });
  });

  it('answers a JSON 404 once a page is deleted', async () => {
    await app.db.deleteFrom('content_pages').where('slug', '=', 'gathering').execute();
    expectApiError(await app.inject('/api/content/gathering'), 404, NOT_FOUND);
  });
});
