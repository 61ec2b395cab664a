import type { FastifyInstance } from 'fastify';
import type { MemberCheckResponse, ShopItemDetail, ShopItemList } from '@wado/shared/contract';
import { expectApiError, startTestApp } from './helpers';
import { EXPIRED_MEMBER, issueExpiredLicence, MEMBER, TSHIRT } from './shopHelpers';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
  await issueExpiredLicence(app.db);
});
afterAll(() => cleanup?.());

describe('GET /api/shop/items', () => {
  it('lists the 19 seeded articles with image, prices in cents and availability', async () => {
    const response = await app.inject('/api/shop/items');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const list = response.json<ShopItemList>();
    expect(list.total).toBe(19);
    expect(list.items).toHaveLength(19);
    expect(list).toMatchObject({ page: 1, limit: 24, pages: 1 });
    const tshirt = list.items.find((item) => item.id === TSHIRT.itemId)!;
    expect(tshirt).toEqual({
      id: TSHIRT.itemId,
      name: 'Tee-shirt Wado France',
      category: 'textile',
      categoryLabel: 'Textile',
      summary: expect.any(String),
      image: { url: '/media/shop/tee-shirt-wado-france-face.svg', alt: expect.stringContaining('Tee-shirt') },
      priceCents: 1900,
      memberPriceCents: 1500,
      availability: 'in_stock',
    });
    for (const item of list.items) {
      expect(Number.isInteger(item.priceCents)).toBe(true);
      expect(item.memberPriceCents).toBeLessThanOrEqual(item.priceCents);
      expect(item.image.alt.length).toBeGreaterThan(10);
    }
    expect(list.items.find((item) => item.id === 'pins-rassemblement-2026')!.availability).toBe('out_of_stock');
    expect(list.categories.map((category) => category.id)).toEqual([
      'karategi',
      'ceintures',
      'protections',
      'textile',
      'sacs',
      'livres',
      'accessoires',
    ]);
    expect(list.categories.reduce((sum, category) => sum + category.count, 0)).toBe(19);
  });

  it('filters by category and keeps every category count', async () => {
    const list = (await app.inject('/api/shop/items?category=livres')).json<ShopItemList>();
    expect(list.total).toBe(3);
    expect(list.items.every((item) => item.category === 'livres')).toBe(true);
    expect(list.categories.find((category) => category.id === 'karategi')!.count).toBe(3);
  });

  it('paginates', async () => {
    const first = (await app.inject('/api/shop/items?limit=5')).json<ShopItemList>();
    const fourth = (await app.inject('/api/shop/items?limit=5&page=4')).json<ShopItemList>();
    expect(first).toMatchObject({ total: 19, pages: 4, limit: 5 });
    expect(first.items).toHaveLength(5);
    expect(fourth.items).toHaveLength(4);
    expect((await app.inject('/api/shop/items?page=9')).json<ShopItemList>().items).toEqual([]);
  });

  it('shows an item withdrawn from sale nowhere', async () => {
    await app.db.updateTable('shop_items').set({ active: 0 }).where('id', '=', 'gourde-inox').execute();
    try {
      expect((await app.inject('/api/shop/items')).json<ShopItemList>().total).toBe(18);
      expectApiError(await app.inject('/api/shop/items/gourde-inox'), 404);
    } finally {
      await app.db.updateTable('shop_items').set({ active: 1 }).where('id', '=', 'gourde-inox').execute();
    }
  });

  it.each(['category=chaussures', 'page=0', 'page=-1', 'page=abc', 'limit=0', 'limit=49', 'limit=1.5', 'page=1001'])(
    'answers 400 for %s',
    async (query) => {
      expectApiError(await app.inject(`/api/shop/items?${query}`), 400);
    },
  );
});

describe('GET /api/shop/items/{itemId}', () => {
  it('gives images, Markdown description and each size with its own stock', async () => {
    const response = await app.inject('/api/shop/items/karategi-kata-12oz');
    expect(response.statusCode).toBe(200);
    const item = response.json<ShopItemDetail>();
    expect(item.images).toHaveLength(2);
    expect(item.description).toContain('**coton 100 % (12 oz)**');
    expect(item.variants.map((variant) => [variant.label, variant.stock, variant.availability])).toEqual([
      ['160 cm', 3, 'low_stock'],
      ['170 cm', 0, 'out_of_stock'],
      ['180 cm', 5, 'in_stock'],
      ['190 cm', 4, 'in_stock'],
      ['200 cm', 2, 'low_stock'],
    ]);
  });

  it('answers 404 with a French message for an unknown item', async () => {
    expectApiError(
      await app.inject('/api/shop/items/sabre-laser'),
      404,
      "Cet article n'existe pas ou n'est plus en vente.",
    );
  });

  it.each(['Karategi', 'a_b', '%20', 'x'.repeat(81)])('answers 400 for the malformed id %j', async (id) => {
    expectApiError(await app.inject(`/api/shop/items/${id}`), 400);
  });

  it('serves every image of the catalogue as SVG', async () => {
    const list = (await app.inject('/api/shop/items')).json<ShopItemList>();
    for (const summary of list.items) {
      const item = (await app.inject(`/api/shop/items/${summary.id}`)).json<ShopItemDetail>();
      for (const image of item.images) {
        const response = await app.inject(image.url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.body.length).toBeLessThan(4096);
        // Well-formed: a tag with the same attribute twice is an XML error, and the image does not show.
        for (const tag of response.body.match(/<[a-z][^>]*>/g) ?? []) {
          const names = [...tag.matchAll(/\s([a-zA-Z:-]+)=/g)].map((match) => match[1]);
          expect(new Set(names).size).toBe(names.length);
        }
      }
    }
  });
});

describe('POST /api/members/check', () => {
  const check = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/members/check', payload: payload as object });

  it('recognises a licence with its holder’s last name, accents, case and spaces ignored', async () => {
    for (const body of [
      MEMBER,
      { licenceNumber: 'wf 26 004217', lastName: 'LEFEVRE' },
      { licenceNumber: 'WF26-004217', lastName: ' lefèvre ' },
    ]) {
      const response = await check(body);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json<MemberCheckResponse>()).toEqual({
        affiliated: true,
        clubName: 'Dojo Wado de la Croix-Rousse',
        seasonEnd: '2027-08-31',
      });
    }
    expect(
      (await check({ licenceNumber: 'WF26006671', lastName: 'da-silva' })).json<MemberCheckResponse>().affiliated,
    ).toBe(true);
  });

  it('refuses a wrong name, an unknown licence and an expired season, saying no more', async () => {
    for (const body of [
      { ...MEMBER, lastName: 'Martin' },
      { licenceNumber: 'WF26999999', lastName: 'Lefèvre' },
      EXPIRED_MEMBER,
    ]) {
      const response = await check(body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ affiliated: false });
    }
  });

  it.each([
    ['no licence', { lastName: 'Lefèvre' }],
    ['no name', { licenceNumber: 'WF26004217' }],
    ['an empty name', { licenceNumber: 'WF26004217', lastName: '' }],
    ['an object as licence', { licenceNumber: { numero: 'WF26004217' }, lastName: 'Lefèvre' }],
    ['a licence with symbols', { licenceNumber: "WF' OR 1=1", lastName: 'Lefèvre' }],
    ['a huge name', { licenceNumber: 'WF26004217', lastName: 'x'.repeat(61) }],
  ])('answers 400 for %s', async (_case, body) => {
    expectApiError(await check(body), 400);
  });
});
