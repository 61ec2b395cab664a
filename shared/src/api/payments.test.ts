import { cardReturnFromSearch, withoutCardReturn } from './payments';

describe('cardReturnFromSearch', () => {
  it('reads our token and HelloAsso’s checkout id from the return address', () => {
    expect(cardReturnFromSearch('?commande=WF-ABC&paiement=tok_en-123&checkoutIntentId=9876&code=succeeded')).toEqual({
      payment: 'tok_en-123',
      checkoutIntentId: 9876,
    });
  });

  it('is null for a page not reached from HelloAsso', () => {
    expect(cardReturnFromSearch('')).toBeNull();
    expect(cardReturnFromSearch('?paiement=tok')).toBeNull();
    expect(cardReturnFromSearch('?checkoutIntentId=12')).toBeNull();
    expect(cardReturnFromSearch('?paiement=tok&checkoutIntentId=douze')).toBeNull();
    expect(cardReturnFromSearch('?paiement=tok&checkoutIntentId=0')).toBeNull();
  });
});

describe('withoutCardReturn', () => {
  it('forgets what HelloAsso added to the address, and keeps the page’s own filters', () => {
    const back = new URLSearchParams('evenement=4&club=7&paiement=abc123&checkoutIntentId=99&code=succeeded&orderId=5');
    expect(withoutCardReturn(back).toString()).toBe('evenement=4&club=7');
    expect(back.get('paiement')).toBe('abc123');
  });
});
