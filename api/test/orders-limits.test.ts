import { createHash, randomUUID } from 'node:crypto';
import { Migrator } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  MAX_ITEMS_PER_ORDER,
  MAX_QUANTITY_PER_LINE,
  MAX_UNPAID_ORDERS_PER_ADDRESS,
  MAX_UNPAID_ORDERS_PER_EMAIL,
  type OrderConfirmation,
  type OrderRequest,
} from '@wado/shared/contract';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/connection';
import { migrations } from '../src/db/migrations';
import { SALE_CONDITIONS_NUMBER_EDITS, saleConditionsWithValidNumbers } from '../src/db/migrations/014_site_settings';
import { CARD_SALE_CONDITIONS_EDITS } from '../src/db/migrations/023_card_orders';
import {
  PREVIOUS_SALE_CONDITIONS_SHA256,
  SALE_CONDITIONS_EDITS,
  updatedSaleConditions,
} from '../src/db/migrations/005_order_limits';
import {
  clientAddressKey,
  TOO_MANY_UNPAID_FOR_ADDRESS,
  TOO_MANY_UNPAID_FOR_EMAIL,
} from '../src/features/orders/limits';
import { expectApiError, startTestApp, tempDir } from './helpers';
import { apiTokenFor } from './people';
import { dropTestDatabase, testDatabaseLocation } from './postgres/databases';
import { allStocks, BOOK, orderBody, orderTableCounts, setStock, TSHIRT } from './shopHelpers';
import { seedPageBody } from './seedPageMigration';

const TOKEN = 'wado_pat_jeton-de-la-tresorerie-pour-les-tests-0123';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  // The production caps (startTestApp turns them off for the other tests).
  ({ app, cleanup } = await startTestApp({
    unpaidOrders: loadConfig({}).unpaidOrders,
  }));
  await apiTokenFor(app, ['treasurer'], TOKEN);
  await setStock(app, TSHIRT.m, 500);
  await setStock(app, BOOK.variant, 500);
});
afterAll(() => cleanup?.());

/** One buyer: an e-mail of its own, so that tests do not share caps. */
function buyer() {
  const email = `acheteur-${randomUUID().slice(0, 8)}@exemple.fr`;
  return {
    email,
    body: (overrides: Partial<OrderRequest> = {}) =>
      orderBody({ billing: { ...orderBody().billing, email }, ...overrides }),
  };
}

/** A client address no other request of this file uses, unless a test names one. */
let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `10.1.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const post = (body: unknown, remoteAddress = freshAddress(), key = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body as object,
    headers: { 'idempotency-key': key },
    remoteAddress,
  });
const quote = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/orders/quote', payload: payload as object });
const line = (quantity: number, variantId = TSHIRT.m, itemId = TSHIRT.itemId) => ({ itemId, variantId, quantity });

async function unchanged<T>(action: () => Promise<T>): Promise<T> {
  const before = { counts: await orderTableCounts(app), stocks: await allStocks(app) };
  const result = await action();
  expect({ counts: await orderTableCounts(app), stocks: await allStocks(app) }).toEqual(before);
  return result;
}

describe('caps on quantities', () => {
  it('are 5 per line and 10 per order, in the shared contract', () => {
    expect({
      MAX_QUANTITY_PER_LINE,
      MAX_ITEMS_PER_ORDER,
      MAX_UNPAID_ORDERS_PER_EMAIL,
      MAX_UNPAID_ORDERS_PER_ADDRESS,
    }).toEqual({
      MAX_QUANTITY_PER_LINE: 5,
      MAX_ITEMS_PER_ORDER: 10,
      MAX_UNPAID_ORDERS_PER_EMAIL: 3,
      MAX_UNPAID_ORDERS_PER_ADDRESS: 5,
    });
    expect(loadConfig({}).unpaidOrders).toEqual({ perEmail: 3, perAddress: 5, sharePercent: 50 });
    expect(loadConfig({ SHOP_MAX_UNPAID_PER_EMAIL: '0', SHOP_MAX_UNPAID_PER_ADDRESS: '12' }).unpaidOrders).toEqual({
      perEmail: 0,
      perAddress: 12,
      sharePercent: 50,
    });
  });

  it('refuses a line over 5 with a French 400, writing nothing and leaving the stock as it was', async () => {
    const { body } = buyer();
    const response = await unchanged(() => post(body({ lines: [line(MAX_QUANTITY_PER_LINE + 1)] })));
    expectApiError(
      response,
      400,
      'Au plus 5 exemplaires d’un même article dans la même taille par commande (ligne 1 : 6 demandés). Réduisez la quantité.',
    );
  });

  it('refuses more than 10 articles in all, even in lines of 5 or less', async () => {
    const { body } = buyer();
    const lines = [line(5), line(4, BOOK.variant, BOOK.itemId), line(2, 'tee-shirt-wado-france-l')];
    const response = await unchanged(() => post(body({ lines })));
    expectApiError(
      response,
      400,
      'Une commande compte au plus 10 articles ; vous en demandez 11. Retirez-en 1 pour continuer. Pour équiper un club, écrivez à contact@wado-france.fr.',
    );
    // Eleven lines of one article: over the total too, with the same message rather than a schema error.
    const eleven = await unchanged(() => post(body({ lines: Array.from({ length: 11 }, () => line(1)) })));
    expect(expectApiError(eleven, 400).message).toContain('au plus 10 articles');
  });

  it('accepts exactly the caps', async () => {
    const { body } = buyer();
    const lines = [line(5), line(5, BOOK.variant, BOOK.itemId)];
    expect((await post(body({ lines }))).statusCode).toBe(201);
  });

  it('are checked by the quote as well (400, nothing written)', async () => {
    expectApiError(await unchanged(() => quote({ lines: [line(6)], delivery: 'pickup' })), 400);
    const total = await unchanged(() =>
      quote({
        lines: [line(5), line(5, BOOK.variant, BOOK.itemId), line(1, 'tee-shirt-wado-france-l')],
        delivery: 'pickup',
      }),
    );
    expect(expectApiError(total, 400).message).toContain('vous en demandez 11');
    expect((await quote({ lines: [line(5), line(5, BOOK.variant, BOOK.itemId)], delivery: 'pickup' })).statusCode).toBe(
      200,
    );
  });

  it('are stated in the sale conditions, as stored in the database', async () => {
    const { body } = (await app.inject({ method: 'GET', url: '/api/saleConditions' })).json<{ body: string }>();
    expect(body).toContain(
      "une commande compte au plus **dix articles**, dont **cinq au plus** d'un même article dans la même taille",
    );
    expect(body).toContain(
      'plus de **trois commandes en attente de paiement** à la fois, et une même connexion à internet plus de cinq',
    );
    expect(body).toContain('est annulée automatiquement le lendemain');
    expect(body).not.toContain('après un rappel');
  });
});

describe('cap on unpaid orders per buyer', () => {
  it('refuses a 4th unpaid order from one e-mail (any case) with a French 429, writing nothing', async () => {
    const { email, body } = buyer();
    for (let i = 0; i < MAX_UNPAID_ORDERS_PER_EMAIL; i += 1) {
      // Other addresses each time: only the e-mail counts here.
      expect((await post(body(), `203.0.113.${10 + i}`)).statusCode).toBe(201);
    }
    const shouting = body({ billing: { ...orderBody().billing, email: `  ${email.toUpperCase()} ` } });
    const response = await unchanged(() => post(shouting, '203.0.113.50'));
    expectApiError(response, 429, TOO_MANY_UNPAID_FOR_EMAIL(3));
    expect(response.json().message).toMatch(
      /^Vous avez déjà 3 commandes en attente de paiement avec cette adresse e-mail\. Réglez-les/,
    );
  });

  it('counts the +tagged spellings of one mailbox as one buyer', async () => {
    const local = `acheteuse-${randomUUID().slice(0, 8)}`;
    const as = (email: string) => orderBody({ billing: { ...orderBody().billing, email } });
    for (let i = 0; i < MAX_UNPAID_ORDERS_PER_EMAIL; i += 1) {
      expect((await post(as(`${local}+${i}@exemple.fr`), `203.0.113.${20 + i}`)).statusCode).toBe(201);
    }
    const response = await unchanged(() => post(as(`${local}+encore@exemple.fr`), '203.0.113.29'));
    expectApiError(response, 429, TOO_MANY_UNPAID_FOR_EMAIL(3));
    // Each order keeps the address as typed, for its e-mails.
    const stored = await app.db
      .selectFrom('orders')
      .select('email')
      .where('email_key', '=', `${local}@exemple.fr`)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.email)).toEqual([0, 1, 2].map((i) => `${local}+${i}@exemple.fr`));
  });

  it('still answers a retry of an accepted order (same key) once the cap is reached', async () => {
    const { body } = buyer();
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    const first = await post(body(), '203.0.113.60', keys[0]);
    for (const key of keys.slice(1)) expect((await post(body(), '203.0.113.60', key)).statusCode).toBe(201);
    const retry = await unchanged(() => post(body(), '203.0.113.60', keys[0]));
    expect(retry.statusCode).toBe(200);
    expect(retry.json<OrderConfirmation>().reference).toBe(first.json<OrderConfirmation>().reference);
  });

  it('makes room again once an order is paid or cancelled', async () => {
    const { body } = buyer();
    const references: string[] = [];
    for (let i = 0; i < 3; i += 1)
      references.push((await post(body(), '203.0.113.70')).json<OrderConfirmation>().reference);
    expect((await post(body(), '203.0.113.70')).statusCode).toBe(429);
    const status = (reference: string, value: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${reference}/status`,
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { status: value },
      });
    expect((await status(references[0]!, 'paid')).statusCode).toBe(200);
    expect((await post(body(), '203.0.113.70')).statusCode).toBe(201);
    expect((await post(body(), '203.0.113.70')).statusCode).toBe(429);
    expect((await status(references[1]!, 'cancelled')).statusCode).toBe(200);
    expect((await post(body(), '203.0.113.70')).statusCode).toBe(201);
    // The address is kept only while it counts: an order paid or cancelled forgets it.
    const addressOf = async (reference: string) =>
      (
        await app.db
          .selectFrom('orders')
          .select('client_address')
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow()
      ).client_address;
    expect(await addressOf(references[0]!)).toBeNull();
    expect(await addressOf(references[1]!)).toBeNull();
    expect(await addressOf(references[2]!)).toBe('203.0.113.70');
  });

  it('refuses a 6th unpaid order from one client address, whatever the e-mails, writing nothing', async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < MAX_UNPAID_ORDERS_PER_ADDRESS; i += 1)
      expect((await post(buyer().body(), address)).statusCode).toBe(201);
    const response = await unchanged(() => post(buyer().body(), address));
    expectApiError(response, 429, TOO_MANY_UNPAID_FOR_ADDRESS);
    // The address is stored with each order; another address still orders.
    const stored = await app.db
      .selectFrom('orders')
      .select('client_address')
      .where('client_address', '=', address)
      .execute();
    expect(stored).toHaveLength(MAX_UNPAID_ORDERS_PER_ADDRESS);
    expect((await post(buyer().body(), '198.51.100.78')).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (let i = 1; i <= MAX_UNPAID_ORDERS_PER_ADDRESS; i += 1)
      expect((await post(buyer().body(), `2001:db8:aa:bb::${i}`)).statusCode).toBe(201);
    expectApiError(
      await unchanged(() => post(buyer().body(), '2001:db8:aa:bb:ffff:1:2:3')),
      429,
      TOO_MANY_UNPAID_FOR_ADDRESS,
    );
    expect((await post(buyer().body(), '2001:db8:aa:bc::1')).statusCode).toBe(201);
    expect(clientAddressKey('2001:0DB8:00aa:00bb:0000:0000:0000:0009')).toBe('2001:db8:aa:bb::/64');
    expect(clientAddressKey('::ffff:192.0.2.9')).toBe('192.0.2.9');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('holds under concurrency: of 12 simultaneous orders from one e-mail, exactly 3 go through', async () => {
    const { email, body } = buyer();
    const before = await orderTableCounts(app);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(body(), `203.0.113.${100 + i}`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(9).fill(429)]);
    const open = await app.db
      .selectFrom('orders')
      .select('id')
      .where('email', '=', email)
      .where('status', '=', 'pending_payment')
      .execute();
    expect(open).toHaveLength(3);
    expect((await orderTableCounts(app)).orders).toBe(before.orders + 3);
  });

  it('holds under concurrency for one address too: of 12, exactly 5', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(buyer().body(), '198.51.100.200')));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
  });

  it('is off when configured to 0 (load tests, one address)', async () => {
    const other = await startTestApp({ unpaidOrders: { perEmail: 0, perAddress: 0, sharePercent: 100 } });
    try {
      await setStock(other.app, TSHIRT.m, 100);
      for (let i = 0; i < 8; i += 1) {
        const response = await other.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: orderBody() as object,
          headers: { 'idempotency-key': randomUUID() },
        });
        expect(response.statusCode).toBe(201);
      }
    } finally {
      await other.cleanup();
    }
  });
});

describe('migration 005: the stored sale conditions', () => {
  const seedFileBody = () => seedPageBody('sale_conditions');
  /** The text migration 014 wrote: the seed file's before migration 023's card payment. */
  const currentSeedBody = () =>
    CARD_SALE_CONDITIONS_EDITS.reduceRight((text, [before, after]) => text.replace(after, before), seedFileBody());
  /** The seed text migration 005 wrote: the one of 014 before its valid SIRET and IBAN. */
  const seedBody = () =>
    SALE_CONDITIONS_NUMBER_EDITS.reduceRight((text, [before, after]) => text.replace(after, before), currentSeedBody());
  /** The previous seed text, rebuilt by undoing the edits: its hash is the one the migration looks for. */
  const previousBody = () =>
    SALE_CONDITIONS_EDITS.reduceRight((text, [before, after]) => text.replace(after, before), seedBody());

  it('turns the previous seed text into exactly the current one', () => {
    expect(createHash('sha256').update(previousBody()).digest('hex')).toBe(PREVIOUS_SALE_CONDITIONS_SHA256);
    expect(updatedSaleConditions(previousBody())).toBe(seedBody());
    expect(updatedSaleConditions(seedBody())).toBeNull();
  });

  async function databaseAt004(dataDir: string, body: string) {
    const db = openDatabase(await testDatabaseLocation(dataDir));
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(
      '004_shop',
    );
    if (error) throw error;
    await db
      .insertInto('content_pages')
      .values({
        slug: 'sale_conditions',
        title: 'Conditions générales de vente',
        body,
        updated_at: '2026-11-01T00:00:00.000Z',
      })
      .execute();
    return db;
  }

  it('updates a database still holding the previous seed text, and adds the order column', async () => {
    const data = tempDir('wado-005-');
    const db = await databaseAt004(data.dir, previousBody());
    try {
      await migrate(db);
      const page = await db
        .selectFrom('content_pages')
        .selectAll()
        .where('slug', '=', 'sale_conditions')
        .executeTakeFirstOrThrow();
      // 005 wrote the seed text of its time; 014 then gave it a valid SIRET and IBAN; 023 the card.
      expect(page.body).toBe(seedFileBody());
      expect(saleConditionsWithValidNumbers(seedBody())).toBe(currentSeedBody());
      expect(page.updated_at).not.toBe('2026-11-01T00:00:00.000Z');
      await expect(db.selectFrom('orders').select('client_address').execute()).resolves.toEqual([]);
    } finally {
      await db.destroy();
      await dropTestDatabase(data.dir);
      data.remove();
    }
  });

  it('leaves sale conditions an editor changed as they are', async () => {
    const data = tempDir('wado-005-');
    const edited = `${previousBody()}\n\nClause ajoutée par le bureau.`;
    const db = await databaseAt004(data.dir, edited);
    try {
      await migrate(db);
      const page = await db
        .selectFrom('content_pages')
        .selectAll()
        .where('slug', '=', 'sale_conditions')
        .executeTakeFirstOrThrow();
      expect(page).toMatchObject({ body: edited, updated_at: '2026-11-01T00:00:00.000Z' });
    } finally {
      await db.destroy();
      await dropTestDatabase(data.dir);
      data.remove();
    }
  });
});
