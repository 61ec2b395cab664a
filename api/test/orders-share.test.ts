import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { UNPAID_ORDERS_SHARE_PERCENT, type OrderConfirmation, type OrderRequest } from '@wado/shared/contract';
import { loadConfig } from '../src/config';
import { cancelOverdueOrders } from '../src/features/orders/expiry';
import { offlineHoldAllowance, sizeReservedMessage } from '../src/features/orders/limits';
import { intentAt, placeCardOrder, startCardApp, type CardApp } from './cardOrders';
import { expectApiError, startTestApp } from './helpers';
import { ALL_ROLES, apiTokenFor, signInAs } from './people';
import { allStocks, orderBody, orderTableCounts, setStock, stockOf, TSHIRT } from './shopHelpers';

/**
 * The share of each size that orders waiting for a transfer or a cheque may hold together (half,
 * unless configured): strangers ordering from many connections with made-up e-mails and never
 * paying cannot take a size away from a buyer who pays; the rest is bought by card. The expiry job
 * and the treasurer's statuses give the share back.
 */

const TSHIRT_NAME = 'Tee-shirt Wado France';
const TOKEN = 'wado_pat_jeton-de-la-tresorerie-part-des-commandes-01';

/** The production caps (startTestApp turns them off for the other tests). */
const productionCaps = () => ({ unpaidOrders: loadConfig({}).unpaidOrders });

let strangers = 0;
/** An order from a stranger: a made-up e-mail, and a connection of its own unless told. */
function strangerOrder(quantity: number, payment: OrderRequest['payment'] = 'transfer'): OrderRequest {
  strangers += 1;
  return orderBody({
    lines: [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity }],
    payment,
    billing: { ...orderBody().billing, email: `inconnu-${strangers}-${randomUUID().slice(0, 6)}@exemple.org` },
  });
}

const post = (app: FastifyInstance, body: OrderRequest, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body,
    headers: { 'idempotency-key': randomUUID(), ...headers },
    remoteAddress,
  });

/** Units held by orders waiting for a transfer or a cheque. */
async function offlineHeld(app: FastifyInstance, variantId: string): Promise<number> {
  const rows = await app.db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select('l.quantity')
    .where('o.status', '=', 'pending_payment')
    .where('o.payment_method', '<>', 'card')
    .where('l.variant_id', '=', variantId)
    .execute();
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

async function unchanged<T>(app: FastifyInstance, action: () => Promise<T>): Promise<T> {
  const before = { counts: await orderTableCounts(app), stocks: await allStocks(app) };
  const result = await action();
  expect({ counts: await orderTableCounts(app), stocks: await allStocks(app) }).toEqual(before);
  return result;
}

describe('the share itself', () => {
  it('is half of each size by default, rounded down; without card payment the last article may still be ordered', () => {
    expect(UNPAID_ORDERS_SHARE_PERCENT).toBe(50);
    expect(loadConfig({}).unpaidOrders).toEqual({ perEmail: 3, perAddress: 5, sharePercent: 50 });
    expect(loadConfig({ SHOP_UNPAID_SHARE_PERCENT: '100' }).unpaidOrders.sharePercent).toBe(100);
    for (const bad of ['0', '101', '50.5', 'moitié']) {
      expect(() => loadConfig({ SHOP_UNPAID_SHARE_PERCENT: bad })).toThrow(/SHOP_UNPAID_SHARE_PERCENT/);
    }
    expect([0, 1, 2, 3, 459].map((units) => offlineHoldAllowance(units, 50, true))).toEqual([0, 0, 1, 1, 229]);
    expect([0, 1, 2, 3].map((units) => offlineHoldAllowance(units, 50, false))).toEqual([1, 1, 1, 1]);
    expect(offlineHoldAllowance(10, 100, true)).toBe(10);
  });

  it('is refused in French, saying the size is reserved for the moment and what can still be done', () => {
    const size = { name: TSHIRT_NAME, variantLabel: 'M' };
    expect(sizeReservedMessage(size, 0, true)).toBe(
      '« Tee-shirt Wado France » (M) est momentanément réservé par des commandes en attente de paiement : réessayez plus tard. Le paiement par carte permet de l’acheter tout de suite.',
    );
    expect(sizeReservedMessage(size, 1, false)).toBe(
      '« Tee-shirt Wado France » (M) est momentanément réservé par des commandes en attente de paiement : réessayez plus tard. Par virement ou par chèque, vous pouvez en commander un seul pour le moment.',
    );
    expect(sizeReservedMessage(size, 3, false)).toContain('vous pouvez en commander au plus 3 pour le moment.');
  });
});

describe('strangers ordering by transfer and never paying (card payment offered)', () => {
  let card: CardApp;
  beforeAll(async () => {
    card = await startCardApp(productionCaps());
    await apiTokenFor(card.app, ['treasurer'], TOKEN);
  });
  afterAll(() => card?.cleanup());

  it('take at most half of a size, however many connections and e-mails: a paying buyer still buys, and the expiry job gives the half back', async () => {
    const { app } = card;
    await setStock(app, TSHIRT.m, 40);
    // Ten connections, five orders each (the cap per connection), made-up e-mails, two articles an order.
    const statuses: number[] = [];
    for (let address = 1; address <= 10; address += 1) {
      for (let order = 0; order < 6; order += 1) {
        statuses.push((await post(app, strangerOrder(2), `192.0.2.${address}`)).statusCode);
      }
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(await offlineHeld(app, TSHIRT.m)).toBe(20);
    expect(await stockOf(app, TSHIRT.m)).toBe(20);

    // One more from a new connection: a French 409, nothing written.
    const refused = await unchanged(app, () => post(app, strangerOrder(1), '198.51.100.1'));
    expectApiError(refused, 409, sizeReservedMessage({ name: TSHIRT_NAME, variantLabel: 'M' }, 0, true));

    // A buyer who pays by card buys at once, and the order is paid.
    const { order } = await placeCardOrder(
      app,
      [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 5 }],
      'acheteuse@exemple.fr',
    );
    await card.standIn.pay(intentAt(card.standIn, order.cardCheckout!.redirectUrl).id);
    await card.deliver();
    const paid = await app.db
      .selectFrom('orders')
      .select('status')
      .where('reference', '=', order.reference)
      .executeTakeFirstOrThrow();
    expect(paid.status).toBe('paid');
    expect(await stockOf(app, TSHIRT.m)).toBe(15);

    // Past their payment due date, the strangers' orders are cancelled: the articles are back on sale.
    const later = new Date(Date.now() + 10 * 86_400_000);
    const cancelled = await cancelOverdueOrders(app.db, { now: later, cardPayments: app.cardPayments });
    expect(cancelled.length).toBeGreaterThanOrEqual(10);
    expect(await offlineHeld(app, TSHIRT.m)).toBe(0);
    expect(await stockOf(app, TSHIRT.m)).toBe(35);
    expect((await post(app, strangerOrder(5), '198.51.100.2')).statusCode).toBe(201);
  });

  it('are held under concurrency: of 12 simultaneous orders of 2 for 20 articles, exactly 5 go through', async () => {
    const { app } = card;
    await cancelOverdueOrders(app.db, { now: new Date(Date.now() + 10 * 86_400_000) });
    await setStock(app, TSHIRT.m, 20);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => post(app, strangerOrder(2), `203.0.113.${n + 1}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(5).fill(201), ...Array(7).fill(409)]);
    expect(await offlineHeld(app, TSHIRT.m)).toBe(10);
    expect(await stockOf(app, TSHIRT.m)).toBe(10);
  });

  it('leaves a transfer buyer what room there is, and the last article of a size to card payment', async () => {
    const { app } = card;
    await cancelOverdueOrders(app.db, { now: new Date(Date.now() + 10 * 86_400_000) });
    await setStock(app, TSHIRT.m, 7);
    expect((await post(app, strangerOrder(2), '203.0.113.50')).statusCode).toBe(201);
    // 7 in all, 2 held: room for one more by transfer (half of 7 is 3).
    const tooMany = await unchanged(app, () => post(app, strangerOrder(2), '203.0.113.51'));
    expectApiError(tooMany, 409, sizeReservedMessage({ name: TSHIRT_NAME, variantLabel: 'M' }, 1, true));
    expect((await post(app, strangerOrder(1), '203.0.113.51')).statusCode).toBe(201);

    await cancelOverdueOrders(app.db, { now: new Date(Date.now() + 10 * 86_400_000) });
    await setStock(app, TSHIRT.m, 1);
    expectApiError(await unchanged(app, () => post(app, strangerOrder(1), '203.0.113.52')), 409);
    expect((await post(app, strangerOrder(1, 'card'), '203.0.113.52')).statusCode).toBe(201);
  });

  it('give their share back when the treasurer marks one paid or cancels it (the back office as before)', async () => {
    const { app } = card;
    await cancelOverdueOrders(app.db, { now: new Date(Date.now() + 10 * 86_400_000) });
    await setStock(app, TSHIRT.m, 8);
    const references: string[] = [];
    for (let n = 0; n < 2; n += 1) {
      const response = await post(app, strangerOrder(2), `203.0.113.${60 + n}`);
      expect(response.statusCode).toBe(201);
      references.push(response.json<OrderConfirmation>().reference);
    }
    expect((await post(app, strangerOrder(1), '203.0.113.62')).statusCode).toBe(409);
    const treasurer = { authorization: `Bearer ${TOKEN}` };
    const list = await app.inject({ url: '/api/admin/orders?status=pending_payment', headers: treasurer });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: { reference: string }[] }>().items.map((order) => order.reference)).toEqual(
      expect.arrayContaining(references),
    );
    const setStatus = (reference: string, status: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${reference}/status`,
        headers: treasurer,
        payload: { status },
      });
    // Paid: its articles are sold, no longer held; the base is smaller (4 on sale, 2 held: 3 allowed).
    expect((await setStatus(references[0]!, 'paid')).statusCode).toBe(200);
    expect((await post(app, strangerOrder(1), '203.0.113.63')).statusCode).toBe(201);
    expect((await setStatus(references[1]!, 'cancelled')).statusCode).toBe(200);
    expect((await post(app, strangerOrder(2), '203.0.113.64')).statusCode).toBe(201);
  });

  it('applies to every visitor alike, signed in or not, whatever their role: the same 409, nothing written', async () => {
    const { app } = card;
    await cancelOverdueOrders(app.db, { now: new Date(Date.now() + 10 * 86_400_000) });
    await setStock(app, TSHIRT.m, 4);
    expect((await post(app, strangerOrder(2), '203.0.113.70')).statusCode).toBe(201);
    for (const role of [null, ...ALL_ROLES]) {
      const headers = role === null ? {} : (await signInAs(app, [role])).headers;
      const response = await unchanged(app, () => post(app, strangerOrder(1), '203.0.113.71', headers));
      expect({ role, status: response.statusCode }).toEqual({ role, status: 409 });
      expect(expectApiError(response, 409).message).toMatch(
        /^« Tee-shirt Wado France » \(M\) est momentanément réservé/,
      );
    }
  });
});

describe('without card payment', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ app, cleanup } = await startTestApp(productionCaps()));
  });
  afterAll(() => cleanup?.());

  it('still lets a real buyer order the last article by transfer, and half of a larger stock', async () => {
    await setStock(app, TSHIRT.m, 1);
    expect((await post(app, strangerOrder(1), '203.0.113.80')).statusCode).toBe(201);
    await setStock(app, TSHIRT.m, 10);
    // 11 in all now (10 on sale, 1 held): 5 may be held.
    expect((await post(app, strangerOrder(4), '203.0.113.81')).statusCode).toBe(201);
    expectApiError(
      await unchanged(app, () => post(app, strangerOrder(1), '203.0.113.82')),
      409,
      sizeReservedMessage({ name: TSHIRT_NAME, variantLabel: 'M' }, 0, false),
    );
    expect(await stockOf(app, TSHIRT.m)).toBe(6);
  });
});
