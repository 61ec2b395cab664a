import type { FastifyInstance } from 'fastify';
import type {
  OrderConfirmation,
  ShopAdminItem,
  ShopAdminItemList,
  ShopCategoryList,
  ShopItemDetail,
  ShopItemList,
  ShopStockHistory,
} from '@wado/shared/contract';
import {
  categoryInUse,
  ITEM_ID_TAKEN,
  ITEM_ORDERED,
  LAST_IMAGE_ON_SALE,
  MEMBER_PRICE_ABOVE_PUBLIC,
  PUBLISH_NEEDS_IMAGE,
  PUBLISH_NEEDS_VARIANT,
  stockTooLow,
  UNKNOWN_CATEGORY,
  variantLabelTaken,
  VARIANT_ORDERED,
  ZERO_DELTA,
} from '../src/features/shop/adminStore';
import { CANCELLATION_ACTOR, ORDER_ACTOR } from '../src/features/shop/stock';
import { addUpload, startEditingApp } from './editing-fixtures';
import { expectApiError } from './helpers';
import { signInAs } from './people';
import { catalogueSnapshot, createItem, itemInput, ok, shopEditor } from './shop-admin-fixtures';
import { orderBody, postOrder, stockOf } from './shopHelpers';

/**
 * The shop editors' catalogue: drafts invisible until published, withdrawn articles kept for past
 * orders, prices and categories checked, every stock change logged (adjustments, orders,
 * cancellations) and never lost nor below zero, deletions refused once ordered.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let editor: Awaited<ReturnType<typeof shopEditor>>;

beforeAll(async () => {
  ({ app, cleanup } = await startEditingApp());
  editor = await shopEditor(app, 'boutique@wado-france.test');
});
afterAll(() => cleanup?.());

const send = (...args: Parameters<typeof editor.send>) => editor.send(...args);
const itemUrl = (id: string) => `/api/admin/shop/items/${id}`;

/** A published article with two sizes and an uploaded photo. */
async function publishedItem(
  sizes = [
    { label: 'S', stock: 3 },
    { label: 'M', stock: 5 },
  ],
) {
  const upload = await addUpload(app);
  const item = await createItem(send, { sizes, uploads: [upload] });
  return ok<ShopAdminItem>(send({ method: 'POST', url: `${itemUrl(item.id)}/publish` }));
}

const auditOf = (recordId: string) =>
  app.db.selectFrom('audit_log').selectAll().where('record_id', '=', recordId).orderBy('id').execute();

describe('articles', () => {
  it('creates a draft the public site does not show, then publishes it with its uploaded photos', async () => {
    const upload = await addUpload(app, { width: 1200, height: 1200 });
    const input = itemInput({ name: 'Gourde Wado inox' });
    const draft = await createItem(send, { input, sizes: [{ label: 'Unique', stock: 7 }], uploads: [upload] });
    expect(draft).toMatchObject({ id: 'gourde-wado-inox', status: 'draft', categoryLabel: 'Écussons et accessoires' });
    expectApiError(await app.inject(`/api/shop/items/${draft.id}`), 404);
    const hidden = await app.inject('/api/shop/items?limit=48&category=accessoires');
    expect(hidden.json<ShopItemList>().items.map((item) => item.id)).not.toContain(draft.id);
    expect((await app.inject('/sitemap.xml')).body).not.toContain(`/shop/${draft.id}`);

    const published = await ok<ShopAdminItem>(send({ method: 'POST', url: `${itemUrl(draft.id)}/publish` }));
    expect(published.status).toBe('published');
    const page = await ok<ShopItemDetail>(app.inject(`/api/shop/items/${draft.id}`));
    expect(page).toMatchObject({
      name: 'Gourde Wado inox',
      categoryLabel: 'Écussons et accessoires',
      priceCents: 1890,
    });
    expect(page.images).toHaveLength(1);
    expect(page.images[0]).toMatchObject({ alt: 'Vue 1 de l’article', width: 1200, height: 1200 });
    expect(page.images[0]!.url).toMatch(/^\/media\/uploads\/[0-9a-f]+-1200\.jpg$/);
    expect(page.images[0]!.sources!.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(page.images[0]!.srcset).toContain('480w');
    expect(page.variants).toEqual([
      { id: 'gourde-wado-inox-unique', label: 'Unique', stock: 7, availability: 'in_stock' },
    ]);
    const list = await ok<ShopItemList>(app.inject('/api/shop/items?limit=48&category=accessoires'));
    expect(list.items.find((item) => item.id === draft.id)?.image.sources).toHaveLength(2);
    expect((await app.inject('/sitemap.xml')).body).toContain(`/shop/${draft.id}`);

    const withdrawn = await ok<ShopAdminItem>(send({ method: 'POST', url: `${itemUrl(draft.id)}/withdraw` }));
    expect(withdrawn.status).toBe('withdrawn');
    expectApiError(await app.inject(`/api/shop/items/${draft.id}`), 404);
    expect((await app.inject('/sitemap.xml')).body).not.toContain(`/shop/${draft.id}`);
    expect((await auditOf(draft.id)).map((line) => [line.action, line.actor])).toEqual([
      ['create', editor.email],
      ['variant-add', editor.email],
      ['image-add', editor.email],
      ['publish', editor.email],
      ['withdraw', editor.email],
    ]);
  });

  it('refuses to publish an article without a size or without a photo', async () => {
    const bare = await createItem(send);
    expectApiError(await send({ method: 'POST', url: `${itemUrl(bare.id)}/publish` }), 409, PUBLISH_NEEDS_VARIANT);
    await ok(send({ method: 'POST', url: `${itemUrl(bare.id)}/variants`, payload: { label: 'Unique', stock: 1 } }));
    expectApiError(await send({ method: 'POST', url: `${itemUrl(bare.id)}/publish` }), 409, PUBLISH_NEEDS_IMAGE);
    expect((await ok<ShopAdminItem>(send({ url: itemUrl(bare.id) }))).status).toBe('draft');
  });

  it.each([
    [
      'a member price above the public price',
      { priceCents: 1000, memberPriceCents: 1200 },
      400,
      MEMBER_PRICE_ABOVE_PUBLIC,
    ],
    ['a price of zero', { priceCents: 0, memberPriceCents: 0 }, 400, undefined],
    ['a category that does not exist', { category: 'chaussures' }, 400, UNKNOWN_CATEGORY],
    ['an empty name', { name: '  ' }, 400, undefined],
    ['the address of another article', { id: 'tee-shirt-wado-france' }, 409, ITEM_ID_TAKEN],
  ])('refuses %s, in French, writing nothing', async (_case, change, status, message) => {
    const existing = await createItem(send);
    const before = await catalogueSnapshot(app);
    const body = expectApiError(
      await send({ method: 'POST', url: '/api/admin/shop/items', payload: itemInput(change) }),
      status,
      message,
    );
    expect(body.message).toMatch(/[éèàçêô’ ]/);
    if (!('id' in change)) {
      expectApiError(
        await send({ method: 'PUT', url: itemUrl(existing.id), payload: itemInput(change) }),
        status,
        message,
      );
    }
    expect(await catalogueSnapshot(app)).toEqual(before);
  });

  it('saves an article’s texts, prices and category; its address stays', async () => {
    const item = await createItem(send);
    const saved = await ok<ShopAdminItem>(
      send({
        method: 'PUT',
        url: itemUrl(item.id),
        payload: itemInput({ name: 'Nouveau nom', category: 'sacs', priceCents: 4990, memberPriceCents: 4990 }),
      }),
    );
    expect(saved).toMatchObject({ id: item.id, name: 'Nouveau nom', category: 'sacs', categoryLabel: 'Sacs' });
    expect(saved.memberPriceCents).toBe(4990);
  });

  it('searches the list by name and filters it by status, with each size’s stock', async () => {
    const item = await publishedItem();
    const found = await ok<ShopAdminItemList>(
      send({ url: `/api/admin/shop/items?q=${encodeURIComponent(item.name)}&status=published` }),
    );
    expect(found.items).toHaveLength(1);
    expect(found.items[0]!.variants).toEqual([
      { id: `${item.id}-s`, label: 'S', stock: 3 },
      { id: `${item.id}-m`, label: 'M', stock: 5 },
    ]);
    const drafts = await ok<ShopAdminItemList>(
      send({ url: `/api/admin/shop/items?q=${encodeURIComponent(item.name)}&status=draft` }),
    );
    expect(drafts.items).toHaveLength(0);
    // Seeded articles are published.
    const seeded = await ok<ShopAdminItemList>(send({ url: '/api/admin/shop/items?q=karat%C3%A9gi' }));
    expect(seeded.items.length).toBeGreaterThan(0);
    expect(seeded.items.every((entry) => entry.status === 'published')).toBe(true);
  });

  it('refuses to delete an article that was ordered (withdraw it instead), and deletes one that was not', async () => {
    const item = await publishedItem();
    const order = await postOrder(
      app,
      orderBody({ lines: [{ itemId: item.id, variantId: `${item.id}-m`, quantity: 1 }] }),
    );
    expect(order.statusCode).toBe(201);
    const before = await catalogueSnapshot(app);
    expectApiError(await send({ method: 'DELETE', url: itemUrl(item.id) }), 409, ITEM_ORDERED);
    expectApiError(
      await send({ method: 'DELETE', url: `${itemUrl(item.id)}/variants/${item.id}-m` }),
      409,
      VARIANT_ORDERED,
    );
    expect(await catalogueSnapshot(app)).toEqual(before);
    // Withdrawn, it stays for the past order.
    await ok(send({ method: 'POST', url: `${itemUrl(item.id)}/withdraw` }));
    const reference = order.json<OrderConfirmation>().reference;
    const treasurer = await signInAs(app, ['treasurer']);
    expect((await app.inject({ url: `/api/admin/orders/${reference}`, headers: treasurer.headers })).statusCode).toBe(
      200,
    );

    const unsold = await publishedItem();
    expect((await send({ method: 'DELETE', url: itemUrl(unsold.id) })).statusCode).toBe(200);
    expect(await app.db.selectFrom('shop_variants').select('id').where('item_id', '=', unsold.id).execute()).toEqual(
      [],
    );
    expect(
      await app.db.selectFrom('shop_stock_movements').select('id').where('item_id', '=', unsold.id).execute(),
    ).toEqual([]);
    expectApiError(await send({ url: itemUrl(unsold.id) }), 404);
  });
});

describe('sizes and photos', () => {
  it('adds, renames, reorders and removes sizes; a label is used once per article', async () => {
    const item = await createItem(send, {
      sizes: [
        { label: 'S', stock: 0 },
        { label: 'M', stock: 2 },
      ],
    });
    expectApiError(
      await send({ method: 'POST', url: `${itemUrl(item.id)}/variants`, payload: { label: ' m ', stock: 1 } }),
      409,
      variantLabelTaken('M'),
    );
    let saved = await ok<ShopAdminItem>(
      send({
        method: 'PUT',
        url: `${itemUrl(item.id)}/variants/${item.id}-m`,
        payload: { label: 'Medium', position: 0 },
      }),
    );
    expect(saved.variants.map((variant) => [variant.id, variant.label, variant.position])).toEqual([
      [`${item.id}-m`, 'Medium', 0],
      [`${item.id}-s`, 'S', 1],
    ]);
    saved = await ok(send({ method: 'DELETE', url: `${itemUrl(item.id)}/variants/${item.id}-m` }));
    expect(saved.variants.map((variant) => [variant.label, variant.position])).toEqual([['S', 0]]);
  });

  it('attaches uploaded photos with their text alternative, reorders and removes them; an article on sale keeps one', async () => {
    const [first, second] = [await addUpload(app), await addUpload(app)];
    const item = await createItem(send, { sizes: [{ label: 'Unique', stock: 1 }], uploads: [first, second] });
    expect(item.images.map((image) => [image.uploadId, image.position])).toEqual([
      [first, 0],
      [second, 1],
    ]);
    const moved = await ok<ShopAdminItem>(
      send({
        method: 'PUT',
        url: `${itemUrl(item.id)}/images/${item.images[1]!.id}`,
        payload: { alt: 'Vue de dos', position: 0 },
      }),
    );
    expect(moved.images.map((image) => [image.uploadId, image.alt])).toEqual([
      [second, 'Vue de dos'],
      [first, 'Vue 1 de l’article'],
    ]);
    expectApiError(
      await send({ method: 'POST', url: `${itemUrl(item.id)}/images`, payload: { uploadId: 999_999, alt: 'Fantôme' } }),
      400,
    );
    await ok(send({ method: 'POST', url: `${itemUrl(item.id)}/publish` }));
    await ok(send({ method: 'DELETE', url: `${itemUrl(item.id)}/images/${item.images[0]!.id}` }));
    expectApiError(
      await send({ method: 'DELETE', url: `${itemUrl(item.id)}/images/${item.images[1]!.id}` }),
      409,
      LAST_IMAGE_ON_SALE,
    );
  });
});

describe('stock', () => {
  it('changes a stock only with a reason, logs who and why, and never goes below zero', async () => {
    const item = await publishedItem([{ label: 'Unique', stock: 2 }]);
    const variant = item.variants[0]!.id;
    const adjust = (payload: object) =>
      send({ method: 'POST', url: `${itemUrl(item.id)}/variants/${variant}/stock`, payload });
    const before = await catalogueSnapshot(app);
    expectApiError(await adjust({ delta: 0, reason: 'Rien' }), 400, ZERO_DELTA);
    expectApiError(await adjust({ delta: 5, reason: '' }), 400);
    expectApiError(await adjust({ delta: 5 }), 400);
    expectApiError(await adjust({ delta: -3, reason: 'Inventaire' }), 409, stockTooLow('Unique', 2, -3));
    expect(await catalogueSnapshot(app)).toEqual(before);

    const saved = await ok<ShopAdminItem>(adjust({ delta: 10, reason: 'Livraison du fournisseur' }));
    expect(saved.variants[0]!.stock).toBe(12);
    await ok(adjust({ delta: -1, reason: 'Article abîmé' }));
    const history = await ok<ShopStockHistory>(send({ url: `${itemUrl(item.id)}/stock` }));
    expect(history.items.map((line) => [line.delta, line.stockAfter, line.reason, line.actor])).toEqual([
      [-1, 11, 'Article abîmé', editor.email],
      [10, 12, 'Livraison du fournisseur', editor.email],
      [2, 2, 'Stock initial de la taille', editor.email],
    ]);
    expect(history.items[0]).toMatchObject({ variantId: variant, variantLabel: 'Unique', orderReference: null });
    const audit = (await auditOf(item.id)).filter((line) => line.action === 'stock-adjust');
    expect(audit.map((line) => JSON.parse(line.after!))).toEqual([
      { variant, stock: 12, delta: 10, reason: 'Livraison du fournisseur' },
      { variant, stock: 11, delta: -1, reason: 'Article abîmé' },
    ]);
  });

  it('logs an order’s decrement and its cancellation’s return in the stock history', async () => {
    const item = await publishedItem([{ label: 'Unique', stock: 4 }]);
    const variant = item.variants[0]!.id;
    const order = await postOrder(app, orderBody({ lines: [{ itemId: item.id, variantId: variant, quantity: 3 }] }));
    expect(order.statusCode).toBe(201);
    const { reference } = order.json<OrderConfirmation>();
    const treasurer = await signInAs(app, ['treasurer']);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${reference}/status`,
      headers: treasurer.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const history = await ok<ShopStockHistory>(send({ url: `${itemUrl(item.id)}/stock` }));
    expect(history.items.map((line) => [line.delta, line.stockAfter, line.actor, line.orderReference])).toEqual([
      [3, 4, CANCELLATION_ACTOR, reference],
      [-3, 1, ORDER_ACTOR, reference],
      [4, 4, editor.email, null],
    ]);
    expect(history.items[1]!.reason).toBe(`Commande ${reference}`);
  });

  it('loses no order’s decrement to simultaneous adjustments, and never goes below zero', async () => {
    const item = await publishedItem([{ label: 'Unique', stock: 6 }]);
    const variant = item.variants[0]!.id;
    const body = orderBody({ lines: [{ itemId: item.id, variantId: variant, quantity: 1 }] });
    const adjust = (delta: number) =>
      send({
        method: 'POST',
        url: `${itemUrl(item.id)}/variants/${variant}/stock`,
        payload: { delta, reason: 'Inventaire simultané' },
      });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => postOrder(app, body)),
      ...Array.from({ length: 4 }, () => adjust(-1)),
      adjust(2),
    ]);
    for (const answer of answers) expect([200, 201, 409]).toContain(answer.statusCode);
    const stock = await stockOf(app, variant);
    expect(stock).toBeGreaterThanOrEqual(0);
    // The stock is exactly what its history says: every change that succeeded is there, once.
    const movements = await app.db
      .selectFrom('shop_stock_movements')
      .select(['delta', 'stock_after'])
      .where('variant_id', '=', variant)
      .orderBy('id')
      .execute();
    expect(movements.reduce((sum, line) => sum + line.delta, 0)).toBe(stock);
    expect(movements.every((line) => line.stock_after >= 0)).toBe(true);
    const placed = answers.slice(0, 6).filter((answer) => answer.statusCode === 201).length;
    const taken = answers.slice(6, 10).filter((answer) => answer.statusCode === 200).length;
    const added = answers[10]!.statusCode === 200 ? 2 : 0;
    expect(stock).toBe(6 + added - placed - taken);
  });
});

describe('categories', () => {
  it('creates, renames and reorders categories; the public filters follow; a category in use cannot be deleted', async () => {
    let list = await ok<ShopCategoryList>(
      send({
        method: 'POST',
        url: '/api/admin/shop/categories',
        payload: { label: 'Gourdes et bouteilles', position: 0 },
      }),
    );
    expect(list.items[0]).toEqual({
      id: 'gourdes-et-bouteilles',
      label: 'Gourdes et bouteilles',
      position: 0,
      itemCount: 0,
    });
    list = await ok(
      send({
        method: 'PUT',
        url: '/api/admin/shop/categories/gourdes-et-bouteilles',
        payload: { label: 'Gourdes', position: 2 },
      }),
    );
    expect(list.items.map((entry) => entry.id).indexOf('gourdes-et-bouteilles')).toBe(2);
    expect(list.items.map((entry) => entry.position)).toEqual(list.items.map((_entry, index) => index));

    const upload = await addUpload(app);
    const item = await createItem(send, {
      input: itemInput({ category: 'gourdes-et-bouteilles' }),
      sizes: [{ label: 'Unique', stock: 1 }],
      uploads: [upload],
    });
    await ok(send({ method: 'POST', url: `${itemUrl(item.id)}/publish` }));
    const catalogue = await ok<ShopItemList>(app.inject('/api/shop/items?category=gourdes-et-bouteilles'));
    expect(catalogue.items.map((entry) => [entry.id, entry.categoryLabel])).toEqual([[item.id, 'Gourdes']]);
    expect(catalogue.categories[2]).toEqual({ id: 'gourdes-et-bouteilles', label: 'Gourdes', count: 1 });

    const before = await catalogueSnapshot(app);
    expectApiError(
      await send({ method: 'DELETE', url: '/api/admin/shop/categories/gourdes-et-bouteilles' }),
      409,
      categoryInUse('Gourdes', 1),
    );
    expect(await catalogueSnapshot(app)).toEqual(before);
    await ok(send({ method: 'PUT', url: itemUrl(item.id), payload: itemInput({ name: item.name, category: 'sacs' }) }));
    list = await ok(send({ method: 'DELETE', url: '/api/admin/shop/categories/gourdes-et-bouteilles' }));
    expect(list.items.map((entry) => entry.id)).not.toContain('gourdes-et-bouteilles');
  });

  it('has the seven categories the catalogue had in code, in the same order', async () => {
    const fresh = await startEditingApp();
    try {
      const { headers } = await signInAs(fresh.app, ['shop']);
      const list = await ok<ShopCategoryList>(fresh.app.inject({ url: '/api/admin/shop/categories', headers }));
      expect(list.items.map((entry) => [entry.id, entry.label])).toEqual([
        ['karategi', 'Karatégis'],
        ['ceintures', 'Ceintures'],
        ['protections', 'Protections'],
        ['textile', 'Textile'],
        ['sacs', 'Sacs'],
        ['livres', 'Livres'],
        ['accessoires', 'Écussons et accessoires'],
      ]);
      expect(list.items.reduce((sum, entry) => sum + entry.itemCount, 0)).toBe(19);
    } finally {
      await fresh.cleanup();
    }
  });
});
