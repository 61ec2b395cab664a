import type { AdminOrder, ApiErrorBody, CardPaymentReturn, OrderCardCheckout } from '@wado/shared/contract';
import { CARD_HOLD_MINUTES } from '@wado/shared/contract';
import { CARD_UNAVAILABLE, CARD_UNCHECKED } from '../src/features/payments/card';
import { CARD_NOT_OFFERED } from '../src/features/orders/placeOrder';
import { CARD_ORDER_NOT_FOUND, CARD_PAID_NOTE } from '../src/features/orders/cardCheckout';
import {
  cardOrderState,
  intentAt,
  notify,
  placeCardOrder,
  retryCard,
  returnOf,
  startCardApp,
  type CardApp,
} from './cardOrders';
import { countRows, expectApiError, startTestApp } from './helpers';
import { apiTokenFor } from './people';
import { BOOK, orderBody, orderTableCounts, postOrder, setStock, stockOf, TSHIRT } from './shopHelpers';

jest.setTimeout(60_000);

const TOKEN = 'wado_pat_jeton-de-la-tresorerie-cartes-bancaires-01';

/** The order's answer for the return page, as the browser asks for it. */
function cardReturn(card: CardApp, body: { payment: string; checkoutIntentId: number }) {
  return card.app.inject({ method: 'POST', url: '/api/payments/card/return', payload: body });
}

async function cardPaymentRows(card: CardApp, reference: string) {
  return card.app.db
    .selectFrom('card_payments')
    .select(['status', 'amount_cents', 'checkout_intent_id'])
    .where('reference', '=', reference)
    .orderBy('id')
    .execute();
}

describe('an order paid by card', () => {
  let card: CardApp;

  beforeAll(async () => {
    card = await startCardApp();
    await apiTokenFor(card.app, ['treasurer'], TOKEN);
    await setStock(card.app, TSHIRT.m, 300);
    await setStock(card.app, BOOK.variant, 300);
  });
  afterAll(() => card?.cleanup());

  it('is offered: the options say so', async () => {
    const response = await card.app.inject({ url: '/api/payments/options' });
    expect(response.json()).toEqual({ card: true });
  });

  it('holds its articles 30 minutes, sends the buyer to HelloAsso for the server’s total, and is paid by the notification', async () => {
    const stock = await stockOf(card.app, TSHIRT.m);
    const before = Date.now();
    const { order } = await placeCardOrder(card.app);
    const after = Date.now();

    // Written like every other order: stock taken, waiting for its payment, with a hold of 30 minutes.
    expect(order.status).toBe('pending_payment');
    expect(await stockOf(card.app, TSHIRT.m)).toBe(stock - 2);
    const hold = Date.parse(order.payment.holdUntil!);
    expect(hold).toBeGreaterThanOrEqual(before + CARD_HOLD_MINUTES * 60_000);
    expect(hold).toBeLessThanOrEqual(after + CARD_HOLD_MINUTES * 60_000);
    expect(order.payment).toMatchObject({ method: 'card', title: 'Carte bancaire', details: [] });
    expect(order.payment.steps.join(' ')).toContain('HelloAsso');
    expect(order.cardCheckout).toEqual({
      reference: order.reference,
      status: 'pending_payment',
      holdUntil: order.payment.holdUntil,
      redirectUrl: expect.stringMatching(new RegExp(`^${card.standIn.url}/`)),
    });
    const state = await cardOrderState(card.app, order.reference);
    expect(state.holdUntil).toBe(order.payment.holdUntil);

    // HelloAsso is asked for the server's total, with the order's reference and where to come back.
    const intent = intentAt(card.standIn, order.cardCheckout!.redirectUrl);
    expect(intent.body).toMatchObject({
      totalAmount: order.totalCents,
      initialAmount: order.totalCents,
      itemName: `Commande ${order.reference} – Wado France`,
      backUrl: `${card.config.publicUrl}/cart`,
      containsDonation: false,
      payer: { firstName: 'Élise', lastName: 'Moreau', email: 'elise.moreau@exemple.fr' },
      metadata: { purpose: 'order', reference: order.reference },
    });
    expect(intent.body.returnUrl).toMatch(
      new RegExp(`^${card.config.publicUrl}/billing\\?commande=${order.reference}&paiement=[A-Za-z0-9_-]+$`),
    );

    // The acknowledgement gives no bank details (above the sale conditions it reproduces): the card payment is awaited.
    const [confirmation] = state.mails;
    expect(confirmation!.topic).toBe(`order:${order.reference}`);
    const acknowledgement = confirmation!.text.split('-'.repeat(70))[0]!;
    expect(acknowledgement).toContain('PAIEMENT : CARTE BANCAIRE (HELLOASSO)');
    expect(acknowledgement).toContain('Paiement par carte en attente');
    expect(acknowledgement).not.toContain('IBAN');
    expect(acknowledgement).not.toContain('Sans paiement reçu à cette date');

    // The visitor comes back before the notification: the server reads the payment back.
    await card.standIn.pay(intent.id);
    const returned = await cardReturn(card, returnOf(intent));
    expect(returned.statusCode).toBe(200);
    expect(returned.json<CardPaymentReturn>()).toEqual({
      purpose: 'order',
      reference: order.reference,
      status: 'paid',
    });
    // Then HelloAsso's notifications arrive (two: the order and the payment), and change nothing more.
    expect(await card.deliver()).toEqual([200, 200]);
    const paid = await cardOrderState(card.app, order.reference);
    expect(paid.status).toBe('paid');
    expect(paid.history).toEqual([
      { status: 'pending_payment', note: 'Commande passée sur le site' },
      { status: 'paid', note: CARD_PAID_NOTE },
    ]);
    expect(paid.mails.map((mail) => mail.topic)).toEqual([`order:${order.reference}`, `order:${order.reference}:paid`]);
    expect(paid.mails[1]!.text).toContain('Nous avons bien reçu votre paiement par carte de');
    expect(await stockOf(card.app, TSHIRT.m)).toBe(stock - 2);

    // The treasurer sees the method by its name, in the list and in the CSV export.
    const shown = await card.app.inject({
      url: `/api/admin/orders/${order.reference}`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(shown.json<AdminOrder>()).toMatchObject({ status: 'paid', payment: { title: 'Carte bancaire' } });
    const csv = await card.app.inject({
      url: `/api/admin/orders.csv?payment=card`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(csv.body).toContain(order.reference);
    expect(csv.body.split('\n').find((line) => line.includes(order.reference))).toContain('Carte bancaire');
  });

  it('records a notification once: the same one replayed changes nothing', async () => {
    const { order } = await placeCardOrder(card.app, [{ itemId: BOOK.itemId, variantId: BOOK.variant, quantity: 1 }]);
    const intent = intentAt(card.standIn, order.cardCheckout!.redirectUrl);
    await card.standIn.pay(intent.id);
    expect(await card.deliver()).toEqual([200, 200]);
    const once = await cardOrderState(card.app, order.reference);
    const counts = await orderTableCounts(card.app);

    const notifications = card.standIn.notifications().slice(-2);
    for (const notification of notifications) {
      expect((await notify(card.app, notification.body, notification.signature)).statusCode).toBe(200);
    }
    expect(await cardOrderState(card.app, order.reference)).toEqual(once);
    expect(once.history.filter((entry) => entry.status === 'paid')).toHaveLength(1);
    expect(once.mails.filter((mail) => mail.topic.endsWith(':paid'))).toHaveLength(1);
    expect(await orderTableCounts(card.app)).toEqual(counts);
  });

  it('refuses a forged notification (no or a wrong signature) and writes nothing', async () => {
    const { order } = await placeCardOrder(card.app);
    const intent = intentAt(card.standIn, order.cardCheckout!.redirectUrl);
    await card.standIn.pay(intent.id);
    const [orderNotification] = card.standIn.notifications().slice(-2);
    // Kept from the server until the forgeries are refused.
    const counts = await orderTableCounts(card.app);
    const payments = await cardPaymentRows(card, order.reference);

    const forged = orderNotification!.body.replace(/"amount":\{"total":\d+/, '"amount":{"total":1');
    for (const [body, signature] of [
      [orderNotification!.body, undefined],
      [orderNotification!.body, 'a'.repeat(64)],
      [forged, orderNotification!.signature],
    ] as const) {
      const refused = await notify(card.app, body, signature);
      expectApiError(refused, 401, 'Notification refusée : signature HelloAsso absente ou invalide.');
    }
    expect((await cardOrderState(card.app, order.reference)).status).toBe('pending_payment');
    expect(await orderTableCounts(card.app)).toEqual(counts);
    expect(await cardPaymentRows(card, order.reference)).toEqual(payments);

    // The genuine ones still count.
    expect(await card.deliver()).toEqual([200, 200]);
    expect((await cardOrderState(card.app, order.reference)).status).toBe('paid');
  });

  it('stays pending after a refused card, and the buyer (only) can try again on a new checkout', async () => {
    const stock = await stockOf(card.app, TSHIRT.m);
    const { order, key } = await placeCardOrder(card.app, [
      { itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 },
    ]);
    const first = intentAt(card.standIn, order.cardCheckout!.redirectUrl);
    await card.standIn.refuse(first.id);
    expect(await card.deliver()).toEqual([200]);
    const returned = await cardReturn(card, returnOf(first));
    expect(returned.json<CardPaymentReturn>()).toMatchObject({ reference: order.reference, status: 'unpaid' });
    expect((await cardOrderState(card.app, order.reference)).status).toBe('pending_payment');
    expect(await stockOf(card.app, TSHIRT.m)).toBe(stock - 1);

    // Another visitor who knows the reference cannot start a payment of this order.
    expectApiError(await retryCard(card.app, order.reference, null), 400);
    expectApiError(
      await retryCard(card.app, order.reference, 'une-autre-cle-de-commande-1234'),
      404,
      CARD_ORDER_NOT_FOUND,
    );
    expectApiError(await retryCard(card.app, 'WF-ZZZZZZ', key), 404, CARD_ORDER_NOT_FOUND);

    const retried = await retryCard(card.app, order.reference, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['cache-control']).toBe('no-store');
    const checkout = retried.json<OrderCardCheckout>();
    expect(checkout).toEqual({
      reference: order.reference,
      status: 'pending_payment',
      holdUntil: order.payment.holdUntil,
      redirectUrl: expect.any(String),
    });
    expect(checkout.redirectUrl).not.toBe(order.cardCheckout!.redirectUrl);
    const second = intentAt(card.standIn, checkout.redirectUrl);
    expect(second.body.totalAmount).toBe(order.totalCents);

    await card.standIn.pay(second.id);
    expect(await card.deliver()).toEqual([200, 200]);
    expect((await cardOrderState(card.app, order.reference)).status).toBe('paid');
    // Asked again once paid: nothing to pay.
    const again = await retryCard(card.app, order.reference, key);
    expect(again.json<OrderCardCheckout>()).toEqual({
      reference: order.reference,
      status: 'paid',
      holdUntil: order.payment.holdUntil,
    });
    expect(card.standIn.intents().filter((intent) => intent.body.metadata?.reference === order.reference)).toHaveLength(
      2,
    );
  });

  it('records a payment whose notification was lost before starting another checkout', async () => {
    const { order, key } = await placeCardOrder(card.app);
    await card.standIn.pay(intentAt(card.standIn, order.cardCheckout!.redirectUrl).id);
    // Never delivered: the retry reads the first checkout back and finds it paid.
    const retried = await retryCard(card.app, order.reference, key);
    expect(retried.json<OrderCardCheckout>()).toMatchObject({ status: 'paid' });
    expect(retried.json<OrderCardCheckout>().redirectUrl).toBeUndefined();
    expect((await cardOrderState(card.app, order.reference)).status).toBe('paid');
    await card.deliver();
  });

  it('gives the same order, with a checkout, to a replay of the same request', async () => {
    const key = 'cle-de-commande-par-carte-rejouee-01';
    const body = orderBody({ payment: 'card', lines: [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 }] });
    const first = await postOrder(card.app, body, key);
    const counts = await orderTableCounts(card.app);
    const replayed = await postOrder(card.app, body, key);
    expect([first.statusCode, replayed.statusCode]).toEqual([201, 200]);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    const [a, b] = [
      first.json<{ reference: string; cardCheckout: OrderCardCheckout }>(),
      replayed.json<{ reference: string; cardCheckout: OrderCardCheckout }>(),
    ];
    expect(b.reference).toBe(a.reference);
    expect(b.cardCheckout.redirectUrl).toEqual(expect.any(String));
    expect(await orderTableCounts(card.app)).toEqual(counts);
  });

  it('refuses to start a card payment of an order paid otherwise', async () => {
    const key = 'cle-de-commande-par-virement-0001';
    const placed = await postOrder(card.app, orderBody(), key);
    const { reference } = placed.json<{ reference: string }>();
    expectApiError(
      await retryCard(card.app, reference, key),
      409,
      `La commande ${reference} se règle par virement bancaire, pas par carte.`,
    );
  });

  // Both ways: too little leaves the order unpaid; too much is no payment of this order either (a
  // forged or mistaken checkout). The treasurer settles either by hand from HelloAsso's back office.
  it.each([
    ['less', 100],
    ['more', -100],
  ])('does not record a payment of %s than the checkout’s amount, and logs it', async (_way, difference) => {
    const { order } = await placeCardOrder(card.app);
    const intent = intentAt(card.standIn, order.cardCheckout!.redirectUrl);
    // HelloAsso reports the order's total, where the checkout asked for 1 € more (or less).
    await card.app.db
      .updateTable('card_payments')
      .set({ amount_cents: order.totalCents + difference })
      .where('checkout_intent_id', '=', String(intent.id))
      .execute();
    await card.standIn.pay(intent.id);
    expect(await card.deliver()).toEqual([200, 200]);
    const state = await cardOrderState(card.app, order.reference);
    expect(state.status).toBe('pending_payment');
    expect(state.history).toHaveLength(1);
    expect((await cardPaymentRows(card, order.reference)).map((row) => row.status)).toEqual(['started']);
    expect(card.logs.join('')).toContain('montant payé par carte différent du montant dû');
  });
});

describe('HelloAsso out of reach', () => {
  let card: CardApp;

  beforeAll(async () => {
    card = await startCardApp();
    await setStock(card.app, TSHIRT.m, 300);
  });
  afterAll(() => card?.cleanup());
  afterEach(() => card.standIn.setDown(false));

  it('when the order is placed: the order is kept, holding its articles, and the answer says so in French', async () => {
    const stock = await stockOf(card.app, TSHIRT.m);
    card.standIn.setDown(true);
    const { order, key, status } = await placeCardOrder(card.app);
    expect(status).toBe(201);
    expect(order.status).toBe('pending_payment');
    expect(order.cardCheckout).toEqual({
      reference: order.reference,
      status: 'pending_payment',
      holdUntil: order.payment.holdUntil,
      unavailable: CARD_UNAVAILABLE,
    });
    expect(await stockOf(card.app, TSHIRT.m)).toBe(stock - 2);
    expect((await cardOrderState(card.app, order.reference)).mails).toHaveLength(1);

    // Still down: the retry says so (503, French), the order unchanged.
    expectApiError(await retryCard(card.app, order.reference, key), 503, CARD_UNAVAILABLE);
    expect((await cardOrderState(card.app, order.reference)).status).toBe('pending_payment');

    // Back: the retry gives HelloAsso's page.
    card.standIn.setDown(false);
    const retried = await retryCard(card.app, order.reference, key);
    expect(retried.statusCode).toBe(200);
    const intent = intentAt(card.standIn, retried.json<OrderCardCheckout>().redirectUrl);
    await card.standIn.pay(intent.id);
    await card.deliver();
    expect((await cardOrderState(card.app, order.reference)).status).toBe('paid');
  });

  it('when the visitor comes back: 503 in French, nothing lost, paid once HelloAsso answers', async () => {
    const { order } = await placeCardOrder(card.app);
    const intent = intentAt(card.standIn, order.cardCheckout!.redirectUrl);
    await card.standIn.pay(intent.id);
    card.standIn.setDown(true);
    const unchecked = await cardReturn(card, returnOf(intent));
    expect(expectApiError(unchecked, 503, CARD_UNCHECKED).error).toBe('Service Unavailable');
    expect((await cardOrderState(card.app, order.reference)).status).toBe('pending_payment');

    card.standIn.setDown(false);
    const returned = await cardReturn(card, returnOf(intent));
    expect(returned.json<CardPaymentReturn>()).toMatchObject({ reference: order.reference, status: 'paid' });
    expect((await cardOrderState(card.app, order.reference)).status).toBe('paid');
    await card.deliver();
  });
});

describe('a site without HelloAsso', () => {
  it('offers no card: an order by card is refused before anything is written', async () => {
    const { app, cleanup } = await startTestApp();
    try {
      expect((await app.inject({ url: '/api/payments/options' })).json()).toEqual({ card: false });
      const counts = await orderTableCounts(app);
      const stock = await stockOf(app, TSHIRT.m);
      const payments = await countRows(app, 'card_payments');
      const refused = await postOrder(app, orderBody({ payment: 'card' }));
      expect(expectApiError(refused, 400, CARD_NOT_OFFERED)).toMatchObject({ error: 'Bad Request' });
      expect(await orderTableCounts(app)).toEqual(counts);
      expect(await stockOf(app, TSHIRT.m)).toBe(stock);
      expect(await countRows(app, 'card_payments')).toBe(payments);
      // A transfer still works.
      expect((await postOrder(app, orderBody())).statusCode).toBe(201);
    } finally {
      await cleanup();
    }
  });
});

it('answers every refusal of the retry as a French error, never a 500', async () => {
  const card = await startCardApp();
  try {
    const bodies: ApiErrorBody[] = [];
    for (const [reference, key] of [
      ['WF-AAAAAA', null],
      ['WF-AAAAAA', 'court'],
      ['WF-AAAAAA', 'cle-de-commande-inconnue-0001'],
      ['pas-une-reference', 'cle-de-commande-inconnue-0001'],
    ] as const) {
      const response = await retryCard(card.app, reference, key);
      expect([400, 404]).toContain(response.statusCode);
      bodies.push(response.json<ApiErrorBody>());
    }
    for (const body of bodies) expect(body.message).toMatch(/[a-zé]/);
  } finally {
    await card.cleanup();
  }
});
