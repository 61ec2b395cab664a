import { authorizedAmount, notifiedCheckout } from './card';

describe('authorizedAmount', () => {
  it('adds the authorized payments of the checkout’s order, and nothing before the card went through', () => {
    expect(authorizedAmount({ id: 1 })).toBe(0);
    expect(
      authorizedAmount({
        id: 1,
        order: {
          id: 7,
          payments: [
            { id: 1, amount: 2500, state: 'Authorized' },
            { id: 2, amount: 900, state: 'Refused' },
            { id: 3, amount: 1000, state: 'Authorized' },
          ],
        },
      }),
    ).toBe(3500);
  });
});

describe('notifiedCheckout', () => {
  it('finds our checkout by the token of its metadata first', () => {
    expect(
      notifiedCheckout({ eventType: 'Order', data: { checkoutIntentId: 12 }, metadata: { payment: 'tok' } }),
    ).toEqual({ payment: 'tok', checkoutIntentId: null });
  });

  it('else by the checkout id of the order or of the payment’s order', () => {
    expect(notifiedCheckout({ eventType: 'Order', data: { checkoutIntentId: 12 } })).toEqual({
      payment: null,
      checkoutIntentId: 12,
    });
    expect(notifiedCheckout({ eventType: 'Payment', data: { order: { checkoutIntentId: 13 } } })).toEqual({
      payment: null,
      checkoutIntentId: 13,
    });
  });

  it('ignores what is not about one of our checkouts', () => {
    for (const notification of [
      null,
      'texte',
      [],
      {},
      { eventType: 'Form', data: { id: 3 } },
      { metadata: { payment: 4 } },
    ]) {
      expect(notifiedCheckout(notification)).toBeNull();
    }
  });
});
