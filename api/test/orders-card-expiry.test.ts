import type { OrderCardCheckout } from '@wado/shared/contract';
import type { Db } from '../src/db/connection';
import { CARD_PAID_NOTE, holdEndedMessage } from '../src/features/orders/cardCheckout';
import { cancelOverdueOrders, cardExpiryNote, createOrderExpiry } from '../src/features/orders/expiry';
import { cardOrderState, intentAt, placeCardOrder, retryCard, startCardApp, type CardApp } from './cardOrders';
import { expectApiError, tempDir } from './helpers';
import { allStocks, BOOK, orderTableCounts, setStock, stockOf, TSHIRT } from './shopHelpers';

jest.setTimeout(60_000);

const MINUTE = 60_000;

/** Moves an order's hold `minutes` from now (negative: ended). */
async function setHold(db: Db, reference: string, minutes: number): Promise<string> {
  const holdUntil = new Date(Date.now() + minutes * MINUTE).toISOString();
  await db.updateTable('orders').set({ hold_until: holdUntil }).where('reference', '=', reference).execute();
  return holdUntil;
}

describe('a card order whose hold ends', () => {
  let card: CardApp;
  const expire = (now = new Date()) =>
    cancelOverdueOrders(card.app.db, { now, cardPayments: card.app.cardPayments, log: card.app.log });

  beforeAll(async () => {
    card = await startCardApp();
    await setStock(card.app, TSHIRT.m, 300);
    await setStock(card.app, BOOK.variant, 300);
  });
  afterAll(() => card?.cleanup());
  afterEach(() => card.standIn.setDown(false));

  it('is cancelled when the visitor never came back: stock back exactly, one history row, an e-mail saying nothing was taken', async () => {
    const stocks = await allStocks(card.app);
    const { order } = await placeCardOrder(
      card.app,
      [
        { itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 2 },
        { itemId: BOOK.itemId, variantId: BOOK.variant, quantity: 1 },
      ],
      'jamais-revenu@exemple.fr',
    );
    const holdUntil = order.payment.holdUntil!;
    // Not a minute before the hold ends.
    expect(await expire(new Date(Date.parse(holdUntil) - MINUTE))).toEqual([]);
    expect((await cardOrderState(card.app, order.reference)).status).toBe('pending_payment');

    expect(await expire(new Date(Date.parse(holdUntil) + MINUTE))).toEqual([order.reference]);
    expect(await allStocks(card.app)).toEqual(stocks);
    const state = await cardOrderState(card.app, order.reference);
    expect(state.status).toBe('cancelled');
    expect(state.history).toEqual([
      { status: 'pending_payment', note: 'Commande passée sur le site' },
      { status: 'cancelled', note: cardExpiryNote(holdUntil) },
    ]);
    expect(cardExpiryNote(holdUntil)).toMatch(
      /^Annulée automatiquement : paiement par carte non confirmé par HelloAsso avant le \d+(er)? \S+ \d{4} à \d+\u00a0h/,
    );
    const mail = state.mails.find((each) => each.topic === `order:${order.reference}:cancelled`)!;
    expect(mail.subject).toBe(`Commande ${order.reference} : annulée – Wado France`);
    expect(mail.text).toContain("Aucun paiement n'a été pris, et les articles ont été remis en vente.");
    expect(mail.text).not.toContain('nous vous rembourserons');

    // Run again: nothing more.
    const counts = await orderTableCounts(card.app);
    expect(await expire(new Date(Date.parse(holdUntil) + 2 * MINUTE))).toEqual([]);
    expect(await orderTableCounts(card.app)).toEqual(counts);
  });

  it('is paid, not cancelled, when HelloAsso has its payment and the notification was lost', async () => {
    const stock = await stockOf(card.app, TSHIRT.m);
    const { order } = await placeCardOrder(card.app, [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 }]);
    await card.standIn.pay(intentAt(card.standIn, order.cardCheckout!.redirectUrl).id);
    await setHold(card.app.db, order.reference, -1);

    expect(await expire()).toEqual([]);
    const state = await cardOrderState(card.app, order.reference);
    expect(state.status).toBe('paid');
    expect(state.history.at(-1)).toEqual({ status: 'paid', note: CARD_PAID_NOTE });
    expect(await stockOf(card.app, TSHIRT.m)).toBe(stock - 1);
    // The notifications, late, change nothing.
    expect(await card.deliver()).toEqual([200, 200]);
    expect(await cardOrderState(card.app, order.reference)).toEqual(state);
  });

  it('is left for the next run while HelloAsso cannot be reached, then cancelled', async () => {
    const stock = await stockOf(card.app, TSHIRT.m);
    const { order } = await placeCardOrder(card.app, [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 }]);
    await setHold(card.app.db, order.reference, -1);
    card.standIn.setDown(true);
    const logged = card.logs.length;

    expect(await expire()).toEqual([]);
    expect((await cardOrderState(card.app, order.reference)).status).toBe('pending_payment');
    expect(await stockOf(card.app, TSHIRT.m)).toBe(stock - 1);
    expect(card.logs.slice(logged).join('')).toContain('commande par carte échue laissée pour le passage suivant');

    card.standIn.setDown(false);
    expect(await expire()).toEqual([order.reference]);
    expect(await stockOf(card.app, TSHIRT.m)).toBe(stock);
  });

  it('cannot be paid again once its hold ended', async () => {
    const { order, key } = await placeCardOrder(card.app, [
      { itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 },
    ]);
    await setHold(card.app.db, order.reference, -1);
    const intents = card.standIn.intents().length;
    expectApiError(await retryCard(card.app, order.reference, key), 409, holdEndedMessage(order.reference));
    expect(card.standIn.intents()).toHaveLength(intents);

    // Once cancelled, the retry says so.
    await expire();
    const after = await retryCard(card.app, order.reference, key);
    expect(after.json<OrderCardCheckout>()).toMatchObject({ status: 'cancelled' });
    expect(after.json<OrderCardCheckout>().redirectUrl).toBeUndefined();
  });

  it('records a payment that arrives after the cancellation as one to refund, and tells the buyer', async () => {
    const stock = await stockOf(card.app, TSHIRT.m);
    const { order } = await placeCardOrder(
      card.app,
      [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 }],
      'trop-tard@exemple.fr',
    );
    const intent = intentAt(card.standIn, order.cardCheckout!.redirectUrl);
    await setHold(card.app.db, order.reference, -1);
    expect(await expire()).toEqual([order.reference]);

    // The buyer was still on HelloAsso's page: the payment goes through after the cancellation.
    await card.standIn.pay(intent.id);
    expect(await card.deliver()).toEqual([200, 200]);
    const state = await cardOrderState(card.app, order.reference);
    expect(state.status).toBe('cancelled');
    expect(state.history.at(-1)).toEqual({
      status: 'cancelled',
      note: expect.stringMatching(
        /^Paiement par carte de \d+,\d{2}\u00a0€ reçu de HelloAsso le .+, après l’annulation : à rembourser$/,
      ),
    });
    const refund = state.mails.find((mail) => mail.topic === `order:${order.reference}:refund`)!;
    expect(refund.subject).toBe(`Commande ${order.reference} : remboursement de votre paiement – Wado France`);
    expect(refund.text).toContain('nous est parvenu après son annulation');
    expect(refund.text).toContain('Nous vous le remboursons dans les 14 jours');
    expect(await stockOf(card.app, TSHIRT.m)).toBe(stock);
    expect(card.logs.join('')).toContain('à rembourser');
    // Replayed: still one refund.
    await card.replayAll();
    expect(await cardOrderState(card.app, order.reference)).toEqual(state);
  });

  it('is cancelled by the scheduled job, which asks HelloAsso first', async () => {
    const { order } = await placeCardOrder(card.app, [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 }]);
    await setHold(card.app.db, order.reference, -1);
    const job = createOrderExpiry({
      db: card.app.db,
      mailer: { notify: () => undefined, close: async () => undefined },
      log: card.app.log,
      cardPayments: card.app.cardPayments,
    });
    try {
      expect(await job.run()).toEqual([order.reference]);
    } finally {
      await job.stop();
    }
  });
});

it('cancels at start-up a card order whose hold ended while the server was stopped', async () => {
  const data = tempDir('wado-card-expiry-');
  const first = await startCardApp({ dataDir: data.dir });
  let second: CardApp | null = null;
  try {
    const stock = await stockOf(first.app, TSHIRT.m);
    const { order } = await placeCardOrder(first.app, [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 }]);
    await setHold(first.app.db, order.reference, -5);
    await first.app.close();

    second = await startCardApp({ dataDir: data.dir });
    await second.app.ready();
    expect((await cardOrderState(second.app, order.reference)).status).toBe('cancelled');
    expect(await stockOf(second.app, TSHIRT.m)).toBe(stock);
  } finally {
    await second?.cleanup();
    await first.standIn.close();
    data.remove();
  }
});
