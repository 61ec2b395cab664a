import { shippingCents } from './shop';

const fees = { shippingFeeCents: 690, freeShippingFromCents: 8000 };

describe('shippingCents', () => {
  it('charges the settings’ Colissimo fee below their threshold and nothing from the threshold itself', () => {
    expect(shippingCents('colissimo', 7999, fees)).toBe(690);
    expect(shippingCents('colissimo', 8000, fees)).toBe(0);
    expect(shippingCents('colissimo', 8001, fees)).toBe(0);
    expect(shippingCents('colissimo', 7999, { shippingFeeCents: 450, freeShippingFromCents: 10000 })).toBe(450);
    expect(shippingCents('colissimo', 9999, { shippingFeeCents: 450, freeShippingFromCents: 10000 })).toBe(450);
  });

  it('never charges a pickup', () => {
    expect(shippingCents('pickup', 100, fees)).toBe(0);
  });
});
