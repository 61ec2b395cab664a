import { helloAssoSignature } from './helloasso/standIn';
import { cardOrderState, intentAt, notify, placeCardOrder, returnOf, startCardApp, type CardApp } from './cardOrders';
import { startTestApp } from './helpers';
import { redactUrl } from '../src/features/logging/requestLog';

/**
 * What every card payment shares, whatever it pays for (an order here): whether the site offers
 * it, HelloAsso's token, which notifications it listens to, and a reference paid twice.
 */
let env: CardApp;
beforeAll(async () => {
  env = await startCardApp();
});
afterAll(() => env?.cleanup());

describe('GET /api/payments/options', () => {
  it('offers the card only when HelloAsso is configured', async () => {
    expect((await env.app.inject('/api/payments/options')).json()).toEqual({ card: true });
    const plain = await startTestApp();
    try {
      expect((await plain.app.inject('/api/payments/options')).json()).toEqual({ card: false });
      // Nor do its card routes exist.
      const notified = await plain.app.inject({
        method: 'POST',
        url: '/api/payments/helloasso/notifications',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(notified.statusCode).toBe(404);
    } finally {
      await plain.cleanup();
    }
  });
});

describe("HelloAsso's access token", () => {
  it('is asked once for many checkouts, and again once when HelloAsso stops accepting it', async () => {
    const before = env.standIn.tokenRequests();
    await placeCardOrder(env.app);
    await placeCardOrder(env.app);
    expect(env.standIn.tokenRequests() - before).toBe(1);
    env.standIn.expireTokens();
    const { order } = await placeCardOrder(env.app);
    expect(env.standIn.tokenRequests() - before).toBe(2);
    // The checkout after the renewal went through.
    expect(intentAt(env.standIn, order.cardCheckout!.redirectUrl).state).toBe('pending');
  });
});

describe('POST /api/payments/helloasso/notifications', () => {
  const signed = (body: string) => notify(env.app, body, helloAssoSignature(body, env.standIn.signatureKey));

  it("answers 200 to a notification about the organization's other forms, and records nothing", async () => {
    const before = await env.app.db.selectFrom('card_payments').select('id').where('status', '=', 'paid').execute();
    const response = await signed(JSON.stringify({ eventType: 'Form', data: { formSlug: 'adhesion-2026' } }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: false });
    const after = await env.app.db.selectFrom('card_payments').select('id').where('status', '=', 'paid').execute();
    expect(after).toEqual(before);
  });

  it('refuses a signed body that is not JSON (400, French), and an unsigned one (401)', async () => {
    const notJson = await signed('pas du json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/JSON/);
    const unsigned = await notify(env.app, JSON.stringify({ eventType: 'Order', metadata: { payment: 'x' } }));
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toMatch(/signature/);
  });
});

describe('POST /api/payments/card/return', () => {
  it("answers only for our token with HelloAsso's id of the same checkout (no guessing by ids)", async () => {
    const { order } = await placeCardOrder(env.app);
    const intent = intentAt(env.standIn, order.cardCheckout!.redirectUrl);
    const { payment, checkoutIntentId } = returnOf(intent);
    const ask = (body: object) => env.app.inject({ method: 'POST', url: '/api/payments/card/return', payload: body });
    expect((await ask({ payment, checkoutIntentId })).json()).toEqual({
      purpose: 'order',
      reference: order.reference,
      status: 'unpaid',
    });
    const otherId = await ask({ payment, checkoutIntentId: checkoutIntentId + 1 });
    expect(otherId.statusCode).toBe(404);
    expect(otherId.json().message).toMatch(/introuvable/);
    expect((await ask({ payment: 'a'.repeat(24), checkoutIntentId })).statusCode).toBe(404);
    expect((await ask({ payment: 'court', checkoutIntentId })).statusCode).toBe(400);
    expect((await ask({ payment, checkoutIntentId: 'douze' })).statusCode).toBe(400);
  });

  it('keeps our token out of the log: the return address is a page address, and pages are logged', () => {
    expect(redactUrl('/billing?commande=WF-ABC234&paiement=s3cr3t&checkoutIntentId=41001&code=succeeded')).toBe(
      '/billing?commande=WF-ABC234&paiement=[masqué]&checkoutIntentId=41001&code=[masqué]',
    );
    expect(redactUrl('/donations?don=s3cr3t')).toBe('/donations?don=[masqué]');
  });
});

describe('a reference paid twice (two tabs, two checkouts)', () => {
  it('is recorded paid once; the second payment is logged for a refund', async () => {
    const { order, key } = await placeCardOrder(env.app);
    const first = intentAt(env.standIn, order.cardCheckout!.redirectUrl);
    const retried = await env.app.inject({
      method: 'POST',
      url: `/api/orders/${order.reference}/card-payment`,
      headers: { 'idempotency-key': key },
    });
    expect(retried.statusCode).toBe(200);
    const second = intentAt(env.standIn, retried.json<{ redirectUrl: string }>().redirectUrl);
    expect(second.id).not.toBe(first.id);
    await env.standIn.pay(first.id);
    await env.standIn.pay(second.id);
    await env.deliver();
    const state = await cardOrderState(env.app, order.reference);
    expect(state.status).toBe('paid');
    expect(state.history.filter((row) => row.status === 'paid')).toHaveLength(1);
    expect(state.mails.filter((mail) => mail.topic === `order:${order.reference}:paid`)).toHaveLength(1);
    const payments = await env.app.db
      .selectFrom('card_payments')
      .select('status')
      .where('reference', '=', order.reference)
      .execute();
    expect(payments.map((row) => row.status)).toEqual(['paid', 'paid']);
    expect(env.logs.join('')).toMatch(/payé deux fois par carte/);
  });
});
