import { SHIPPING, shippingCents } from './shop';

describe('shippingCents', () => {
  it('charges Colissimo below the threshold and nothing from the threshold itself', () => {
    expect(SHIPPING.freeFromCents).toBe(8000);
    expect(shippingCents('colissimo', 7999)).toBe(SHIPPING.colissimoCents);
    expect(shippingCents('colissimo', 8000)).toBe(0);
    expect(shippingCents('colissimo', 8001)).toBe(0);
  });

  it('never charges a pickup', () => {
    expect(shippingCents('pickup', 100)).toBe(0);
  });
});
