import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  MAX_QUANTITY_PER_LINE,
  ORDER_REFERENCE_PATTERN,
  TERMS_NOT_ACCEPTED,
  type OrderConfirmation,
  type OrderQuote,
  type ShopItemDetail,
} from '@wado/shared/contract';
import { KEY_REUSED } from '../src/features/orders/placeOrder';
import { withFrenchSpaces as french } from '@wado/shared/testing/fixtures';
import { expectApiError, startTestApp } from './helpers';
import {
  allStocks,
  BOOK,
  expectStockConflict,
  EXPIRED_MEMBER,
  issueExpiredLicence,
  MEMBER,
  orderBody,
  orderTableCounts,
  postOrder,
  setStock,
  stockOf,
  TSHIRT,
} from './shopHelpers';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
  // Many orders below buy T-shirts in M: enough stock that only the stock tests run short.
  await setStock(app, TSHIRT.m, 200);
  await issueExpiredLicence(app.db);
});
afterAll(() => cleanup?.());

const quote = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/orders/quote', payload: payload as object });

describe('POST /api/orders/quote', () => {
  it('prices the lines from the database, adds Colissimo under 80 € and writes nothing', async () => {
    const before = await orderTableCounts(app);
    const response = await quote({
      lines: [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 2 }],
      delivery: 'colissimo',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderQuote>()).toEqual({
      lines: [
        {
          itemId: TSHIRT.itemId,
          variantId: TSHIRT.m,
          name: 'Tee-shirt Wado France',
          variantLabel: 'M',
          image: { url: '/media/shop/tee-shirt-wado-france-face.svg', alt: expect.any(String) },
          quantity: 2,
          unitPriceCents: 1900,
          publicUnitPriceCents: 1900,
          lineTotalCents: 3800,
        },
      ],
      memberPricing: false,
      subtotalCents: 3800,
      shippingCents: 690,
      totalCents: 4490,
    });
    expect(await orderTableCounts(app)).toEqual(before);
  });

  it('gives member prices to a valid licence only, and free pickup', async () => {
    const lines = [
      { itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 3 },
      { itemId: BOOK.itemId, variantId: BOOK.variant, quantity: 1 },
    ];
    const member = (await quote({ lines, delivery: 'pickup', licence: MEMBER })).json<OrderQuote>();
    expect(member).toMatchObject({
      memberPricing: true,
      subtotalCents: 3 * 1500 + 2200,
      shippingCents: 0,
      totalCents: 6700,
    });
    expect(member.lines.map((line) => [line.unitPriceCents, line.publicUnitPriceCents])).toEqual([
      [1500, 1900],
      [2200, 2500],
    ]);
    const expired = (await quote({ lines, delivery: 'pickup', licence: EXPIRED_MEMBER })).json<OrderQuote>();
    expect(expired).toMatchObject({ memberPricing: false, totalCents: 3 * 1900 + 2500 });
    const wrongName = (
      await quote({ lines, delivery: 'pickup', licence: { ...MEMBER, lastName: 'Durand' } })
    ).json<OrderQuote>();
    expect(wrongName.memberPricing).toBe(false);
  });

  it('delivers for free from 80 € of articles', async () => {
    const body = (quantity: number) => ({
      lines: [{ itemId: BOOK.itemId, variantId: BOOK.variant, quantity }],
      delivery: 'colissimo',
    });
    expect((await quote(body(3))).json<OrderQuote>()).toMatchObject({
      subtotalCents: 7500,
      shippingCents: 690,
      totalCents: 8190,
    });
    expect((await quote(body(4))).json<OrderQuote>()).toMatchObject({
      subtotalCents: 10000,
      shippingCents: 0,
      totalCents: 10000,
    });
  });

  it('delivers for free at exactly 80,00 € of articles', async () => {
    // 2 × 25,00 € + 2 × 15,00 €: the threshold itself, not above it.
    const lines = [
      { itemId: BOOK.itemId, variantId: BOOK.variant, quantity: 2 },
      { itemId: 'cahier-kihon-kata', variantId: 'cahier-kihon-kata-cahier-a5', quantity: 2 },
    ];
    const atThreshold = (await quote({ lines, delivery: 'colissimo' })).json<OrderQuote>();
    expect(atThreshold).toMatchObject({ subtotalCents: 8000, shippingCents: 0, totalCents: 8000 });
  });

  it('answers 409 with the stock left when a quantity is above it', async () => {
    const response = await quote({
      lines: [{ itemId: 'karategi-kata-12oz', variantId: 'karategi-kata-12oz-160-cm', quantity: 4 }],
      delivery: 'pickup',
    });
    expectStockConflict(response, [
      {
        itemId: 'karategi-kata-12oz',
        variantId: 'karategi-kata-12oz-160-cm',
        stock: 3,
        message: french(
          'Il ne reste que 3 exemplaires de « Karatégi Kata coupe japonaise » (160 cm) : réduisez la quantité.',
        ),
      },
    ]);
  });

  it('names every line short of stock, with what is left of its size, so the page can put each message beside its line', async () => {
    const seeded = await stockOf(app, 'karategi-kihon-blanc-200-cm');
    await setStock(app, 'karategi-kihon-blanc-200-cm', 1);
    const response = await quote({
      lines: [
        { itemId: 'karategi-kata-12oz', variantId: 'karategi-kata-12oz-170-cm', quantity: 1 },
        { itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 },
        { itemId: 'karategi-kihon-blanc', variantId: 'karategi-kihon-blanc-200-cm', quantity: 2 },
      ],
      delivery: 'colissimo',
      licence: MEMBER,
    });
    expectStockConflict(response, [
      {
        itemId: 'karategi-kata-12oz',
        variantId: 'karategi-kata-12oz-170-cm',
        stock: 0,
        message: french(
          '« Karatégi Kata coupe japonaise » (170 cm) est épuisé : retirez-le du panier pour commander le reste.',
        ),
      },
      {
        itemId: 'karategi-kihon-blanc',
        variantId: 'karategi-kihon-blanc-200-cm',
        stock: 1,
        message: french('Il ne reste qu’un exemplaire de « Karatégi Kihon blanc » (200 cm) : réduisez la quantité.'),
      },
    ]);
    // The stock the refusal gives is the one the article's page shows for that size.
    const item = await app.inject('/api/shop/items/karategi-kihon-blanc');
    expect(
      item.json<ShopItemDetail>().variants.find((variant) => variant.id === 'karategi-kihon-blanc-200-cm'),
    ).toMatchObject({ stock: 1 });
    await setStock(app, 'karategi-kihon-blanc-200-cm', seeded);
  });
});

describe('POST /api/orders: a valid order', () => {
  it('creates the order priced by the server, whatever prices the client sends', async () => {
    const stock = await stockOf(app, TSHIRT.m);
    const before = await orderTableCounts(app);
    // A tampered client: its own price fields are dropped by the schema, the total is the server's.
    const body = {
      ...orderBody(),
      lines: [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 2, unitPriceCents: 1 }],
    };
    const response = await postOrder(app, body);
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderConfirmation>();
    expect(order.reference).toMatch(new RegExp(ORDER_REFERENCE_PATTERN));
    expect(order).toMatchObject({
      status: 'pending_payment',
      subtotalCents: 3800,
      shippingCents: 690,
      totalCents: 4490,
      memberPricing: false,
      delivery: 'colissimo',
    });
    expect(order.billing).toEqual({ ...orderBody().billing, phone: '0612345678' });
    expect(order.payment.method).toBe('transfer');
    expect(order.payment.details).toContainEqual({ label: 'Libellé', value: order.reference });
    expect(order.payment.details).toContainEqual({ label: 'IBAN', value: 'FR76 1234 5678 9012 3456 7890 104' });
    expect(order.payment.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await stockOf(app, TSHIRT.m)).toBe(stock - 2);
    expect(await orderTableCounts(app)).toEqual({
      orders: before.orders + 1,
      lines: before.lines + 1,
      history: before.history + 1,
      mails: before.mails + 1,
    });

    const row = await app.db
      .selectFrom('orders')
      .selectAll()
      .where('reference', '=', order.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      total_cents: 4490,
      subtotal_cents: 3800,
      shipping_cents: 690,
      status: 'pending_payment',
      licence_number: null,
      member_pricing: 0,
    });
  });

  it('applies member prices after re-checking the licence, and keeps the licence with the order', async () => {
    const response = await postOrder(app, orderBody({ licence: MEMBER, delivery: 'pickup', payment: 'cheque' }));
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderConfirmation>();
    expect(order).toMatchObject({ memberPricing: true, subtotalCents: 3000, shippingCents: 0, totalCents: 3000 });
    expect(order.payment.title).toBe('Chèque');
    const row = await app.db
      .selectFrom('orders')
      .select(['licence_number', 'member_pricing'])
      .where('reference', '=', order.reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ licence_number: 'WF26004217', member_pricing: 1 });
  });

  it('charges the public price when the licence is not valid', async () => {
    const response = await postOrder(app, orderBody({ licence: { ...MEMBER, lastName: 'Inconnu' } }));
    expect(response.json<OrderConfirmation>()).toMatchObject({ memberPricing: false, totalCents: 4490 });
  });

  it('queues the confirmation e-mail with the order, the withdrawal right and form, and the sale conditions', async () => {
    const order = (
      await postOrder(app, orderBody({ billing: { ...orderBody().billing, email: 'Acheteur@Exemple.fr' } }))
    ).json<OrderConfirmation>();
    const mail = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('topic', '=', `order:${order.reference}`)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: 'acheteur@exemple.fr', status: 'pending', attempts: 0, sent_at: null });
    expect(mail.subject).toBe(`Votre commande ${order.reference} – Wado France`);
    expect(mail.text).toContain('2 × Tee-shirt Wado France (M)');
    expect(mail.text).toContain('TOTAL TTC À PAYER : 44,90');
    expect(mail.text).toContain(order.reference);
    expect(mail.text).toContain('14 jours');
    expect(mail.text).toContain('annexe à l’article R221-1 du code de la consommation');
    expect(mail.text).toContain('/general_terms_and_conditions_of_sale');
    expect(mail.text).toContain('Article 8 – Droit de rétractation');
  });

  it('refuses with 409 when the reviewed total is no longer the server’s, and writes nothing', async () => {
    const before = await orderTableCounts(app);
    const stocks = await allStocks(app);
    const response = await postOrder(app, orderBody({ expectedTotalCents: 3000 }));
    expectApiError(response, 409);
    expect(response.json().message).toContain('44,90');
    expect(await orderTableCounts(app)).toEqual(before);
    expect(await allStocks(app)).toEqual(stocks);
    expect((await postOrder(app, orderBody({ expectedTotalCents: 4490 }))).statusCode).toBe(201);
  });
});

describe('POST /api/orders: idempotency', () => {
  it('answers a retry of the same request with the same order, once', async () => {
    const key = randomUUID();
    const stock = await stockOf(app, TSHIRT.m);
    const first = await postOrder(app, orderBody(), key);
    const second = await postOrder(app, orderBody(), key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<OrderConfirmation>()).toEqual(first.json<OrderConfirmation>());
    expect(await stockOf(app, TSHIRT.m)).toBe(stock - 2);
    const rows = await app.db.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute();
    expect(rows).toHaveLength(1);
  });

  it('makes one order of a double click (two requests at once)', async () => {
    const key = randomUUID();
    const before = await orderTableCounts(app);
    const answers = await Promise.all([postOrder(app, orderBody(), key), postOrder(app, orderBody(), key)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.json<OrderConfirmation>().reference)).size).toBe(1);
    expect((await orderTableCounts(app)).orders).toBe(before.orders + 1);
  });

  it('refuses the same key with another body (409) and writes nothing', async () => {
    const key = randomUUID();
    expect((await postOrder(app, orderBody(), key)).statusCode).toBe(201);
    const before = await orderTableCounts(app);
    const other = orderBody({ lines: [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 }] });
    expectApiError(await postOrder(app, other, key), 409, KEY_REUSED);
    expect(await orderTableCounts(app)).toEqual(before);
  });

  it('lets a refused request be corrected and sent again under the same key', async () => {
    const key = randomUUID();
    expectApiError(await postOrder(app, orderBody({ acceptTerms: false }), key), 400);
    expect((await postOrder(app, orderBody(), key)).statusCode).toBe(201);
  });

  it.each([
    ['missing', null],
    ['too short', 'abc'],
    ['with forbidden characters', 'clé avec espaces et accents!!'],
  ])('answers 400 when the Idempotency-Key is %s', async (_case, key) => {
    const before = await orderTableCounts(app);
    expectApiError(await postOrder(app, orderBody(), key), 400);
    expect(await orderTableCounts(app)).toEqual(before);
  });
});

describe('POST /api/orders: stock', () => {
  it('never oversells: of 12 simultaneous orders for the last 3, exactly 3 succeed', async () => {
    const variant = 'karategi-kihon-blanc-200-cm';
    await setStock(app, variant, 3);
    const before = await orderTableCounts(app);
    const body = orderBody({ lines: [{ itemId: 'karategi-kihon-blanc', variantId: variant, quantity: 1 }] });
    const answers = await Promise.all(Array.from({ length: 12 }, () => postOrder(app, body)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expectStockConflict(answer, [
        {
          itemId: 'karategi-kihon-blanc',
          variantId: variant,
          stock: 0,
          message: french(
            '« Karatégi Kihon blanc » (200 cm) est épuisé : retirez-le du panier pour commander le reste.',
          ),
        },
      ]);
    }
    expect(await stockOf(app, variant)).toBe(0);
    expect((await orderTableCounts(app)).orders).toBe(before.orders + 3);
  });

  it('refuses an out-of-stock size and a quantity above the stock, writing nothing', async () => {
    const before = await orderTableCounts(app);
    const stocks = await allStocks(app);
    const soldOut = orderBody({
      lines: [{ itemId: 'karategi-kata-12oz', variantId: 'karategi-kata-12oz-170-cm', quantity: 1 }],
    });
    expectStockConflict(await postOrder(app, soldOut), [
      {
        itemId: 'karategi-kata-12oz',
        variantId: 'karategi-kata-12oz-170-cm',
        stock: 0,
        message: french(
          '« Karatégi Kata coupe japonaise » (170 cm) est épuisé : retirez-le du panier pour commander le reste.',
        ),
      },
    ]);
    // The first line is fine, the second is short: nothing at all is decremented.
    const mixed = orderBody({
      lines: [
        { itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 },
        { itemId: 'karategi-kata-12oz', variantId: 'karategi-kata-12oz-200-cm', quantity: 3 },
      ],
    });
    expectStockConflict(await postOrder(app, mixed), [
      {
        itemId: 'karategi-kata-12oz',
        variantId: 'karategi-kata-12oz-200-cm',
        stock: 2,
        message: french(
          'Il ne reste que 2 exemplaires de « Karatégi Kata coupe japonaise » (200 cm) : réduisez la quantité.',
        ),
      },
    ]);
    expect(await orderTableCounts(app)).toEqual(before);
    expect(await allStocks(app)).toEqual(stocks);
  });

  it('keeps the stock at zero or more whatever is written to the database', async () => {
    await expect(
      app.db.updateTable('shop_variants').set({ stock: -1 }).where('id', '=', TSHIRT.m).execute(),
    ).rejects.toMatchObject({
      // SQLite's words, then PostgreSQL's.
      message: expect.stringMatching(/CHECK constraint failed|violates check constraint/),
    });
  });
});

describe('POST /api/orders: bad input answers 4xx and writes nothing', () => {
  const base = orderBody();
  const line = base.lines[0]!;
  const cases: [string, unknown, number, string?][] = [
    [
      'an unknown item',
      { ...base, lines: [{ ...line, itemId: 'sabre-laser', variantId: 'sabre-laser-m' }] },
      400,
      "L'article « sabre-laser » n'existe pas ou n'est plus en vente.",
    ],
    [
      'an unknown variant',
      { ...base, lines: [{ ...line, variantId: 'tee-shirt-wado-france-xxxl' }] },
      400,
      "Cette taille (tee-shirt-wado-france-xxxl) n'existe pas pour l'article « tee-shirt-wado-france ».",
    ],
    ['a variant of another item', { ...base, lines: [{ ...line, variantId: BOOK.variant }] }, 400],
    ['quantity 0', { ...base, lines: [{ ...line, quantity: 0 }] }, 400],
    ['a negative quantity', { ...base, lines: [{ ...line, quantity: -2 }] }, 400],
    ['a huge quantity', { ...base, lines: [{ ...line, quantity: 1_000_000 }] }, 400],
    [
      `quantity ${MAX_QUANTITY_PER_LINE + 1}`,
      { ...base, lines: [{ ...line, quantity: MAX_QUANTITY_PER_LINE + 1 }] },
      400,
    ],
    ['a decimal quantity', { ...base, lines: [{ ...line, quantity: 1.5 }] }, 400],
    ['no lines', { ...base, lines: [] }, 400],
    ['the same size twice', { ...base, lines: [line, line] }, 400],
    ['21 lines', { ...base, lines: Array.from({ length: 21 }, () => line) }, 400],
    ['no billing', { ...base, billing: undefined }, 400],
    ['no e-mail', { ...base, billing: { ...base.billing, email: undefined } }, 400],
    [
      'an empty last name',
      { ...base, billing: { ...base.billing, lastName: '  ' } },
      400,
      'Nom : ce champ est obligatoire.',
    ],
    ['a bad e-mail', { ...base, billing: { ...base.billing, email: 'elise.exemple.fr' } }, 400],
    ['a bad phone', { ...base, billing: { ...base.billing, phone: '12 34' } }, 400],
    [
      'a 4-digit postcode',
      { ...base, billing: { ...base.billing, postcode: '6900' } },
      400,
      'Code postal : il doit compter exactement 5 chiffres (exemple : 69002).',
    ],
    ['a postcode with letters', { ...base, billing: { ...base.billing, postcode: '69A02' } }, 400],
    ['conditions not accepted', { ...base, acceptTerms: false }, 400, TERMS_NOT_ACCEPTED],
    ['conditions missing', { ...base, acceptTerms: undefined }, 400],
    ['an unknown delivery', { ...base, delivery: 'drone' }, 400],
    ['an unknown payment', { ...base, payment: 'bitcoin' }, 400],
    ['a card payment (not offered yet)', { ...base, payment: 'card' }, 400],
    ['a malformed licence', { ...base, licence: { licenceNumber: '<script>', lastName: 'X' } }, 400],
    ['a negative expected total', { ...base, expectedTotalCents: -5 }, 400],
    ['a string instead of lines', { ...base, lines: 'tout le stock' }, 400],
  ];

  // Four columns on every row (Jest would take a missing last one for a `done` callback).
  it.each(cases.map(([name, body, status, message]) => [name, body, status, message ?? null] as const))(
    '%s',
    async (_case, body, status, message) => {
      const before = await orderTableCounts(app);
      const stocks = await allStocks(app);
      const response = await postOrder(app, body);
      const error = expectApiError(response, status, message ?? undefined);
      expect(error.message).toMatch(/[a-zé]/);
      expect(await orderTableCounts(app)).toEqual(before);
      expect(await allStocks(app)).toEqual(stocks);
    },
  );

  it('answers 400 for a body that is not JSON, and 413 for a huge one', async () => {
    const raw = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: '{"lines":',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    });
    expectApiError(raw, 400);
    const huge = await postOrder(app, { ...base, billing: { ...base.billing, addressMore: 'x'.repeat(20_000) } });
    expectApiError(huge, 413);
  });
});
