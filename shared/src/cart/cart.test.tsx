import { act, render, screen } from '@testing-library/react';
import { MAX_ITEMS_PER_ORDER, MAX_ORDER_LINES, MAX_QUANTITY_PER_LINE, orderLimitMessage } from '../contract';
import {
  addToCart,
  cartCount,
  cartLinkLabel,
  cartStore,
  cartSubtotal,
  clearCart,
  linesOverStock,
  maxLineQuantity,
  recordStock,
  removeFromCart,
  setCartQuantity,
  toOrderLines,
  useCartCount,
  type CartLine,
} from './cart';
import { isProofValid, MEMBER_PROOF_TTL_MS, memberProofStore } from './member';

const tshirt = (variant = 'M'): Omit<CartLine, 'quantity'> => ({
  itemId: 'tee-shirt-wado-france',
  variantId: `tee-shirt-wado-france-${variant.toLowerCase()}`,
  name: 'Tee-shirt Wado France',
  variantLabel: variant,
  unitPriceCents: 1900,
  memberPriceCents: 1500,
  image: { url: '/media/shop/t.svg', alt: 'Tee-shirt' },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCart();
});

describe('the cart store', () => {
  it('adds, merges the same size, and keeps lines per size', () => {
    addToCart(tshirt('M'), 2);
    addToCart(tshirt('M'), 1);
    addToCart(tshirt('L'), 1);
    expect(cartStore.get().map((line) => [line.variantId, line.quantity])).toEqual([
      ['tee-shirt-wado-france-m', 3],
      ['tee-shirt-wado-france-l', 1],
    ]);
    expect(cartCount(cartStore.get())).toBe(4);
    expect(toOrderLines(cartStore.get())).toEqual([
      { itemId: 'tee-shirt-wado-france', variantId: 'tee-shirt-wado-france-m', quantity: 3 },
      { itemId: 'tee-shirt-wado-france', variantId: 'tee-shirt-wado-france-l', quantity: 1 },
    ]);
  });

  it('never goes above the per-line maximum, nor beyond the number of lines an order may have', () => {
    expect(addToCart(tshirt(), 3)).toEqual({ added: true, quantity: 3 });
    expect(addToCart(tshirt(), 3)).toEqual({ added: true, quantity: MAX_QUANTITY_PER_LINE });
    setCartQuantity('tee-shirt-wado-france-m', 99);
    expect(cartStore.get()[0]!.quantity).toBe(MAX_QUANTITY_PER_LINE);
    clearCart();
    for (let i = 0; i < MAX_ORDER_LINES; i += 1) addToCart({ ...tshirt(), variantId: `v-${i}` }, 1);
    expect(addToCart({ ...tshirt(), variantId: 'one-more' }, 1)).toEqual({ added: false, reason: 'too_many_lines' });
    expect(cartStore.get()).toHaveLength(MAX_ORDER_LINES);
  });

  it('never holds more articles than an order may have, whatever the lines', () => {
    expect([MAX_QUANTITY_PER_LINE, MAX_ITEMS_PER_ORDER]).toEqual([5, 10]);
    addToCart(tshirt('S'), 5);
    addToCart(tshirt('M'), 4);
    // One article left for the whole order: a new size gets 1, not the 5 asked for.
    expect(addToCart(tshirt('L'), 5)).toEqual({ added: true, quantity: 1 });
    expect(cartCount(cartStore.get())).toBe(MAX_ITEMS_PER_ORDER);
    expect(addToCart(tshirt('XL'), 1)).toEqual({ added: false, reason: 'order_full' });
    expect(addToCart(tshirt('M'), 1)).toEqual({ added: false, reason: 'order_full' });
    // The quantity picker offers what is left: M may hold its own 4 and the L's 1 once L is gone.
    expect(maxLineQuantity(cartStore.get(), 'tee-shirt-wado-france-m')).toBe(4);
    setCartQuantity('tee-shirt-wado-france-m', 5);
    expect(cartStore.get().map((line) => line.quantity)).toEqual([5, 4, 1]);
    removeFromCart('tee-shirt-wado-france-l');
    expect(maxLineQuantity(cartStore.get(), 'tee-shirt-wado-france-m')).toBe(5);
    setCartQuantity('tee-shirt-wado-france-m', 5);
    expect(cartStore.get().map((line) => line.quantity)).toEqual([5, 5]);
    expect(orderLimitMessage(cartStore.get(), 'contact@wado-france.fr')).toBeNull();
  });

  it('reads a cart saved under older caps within the per-line cap, and lets it only shrink to fit the order', () => {
    const saved = ['S', 'M', 'L'].map((size) => ({ ...tshirt(size), quantity: 8 }));
    localStorage.setItem('wado-shop-cart', JSON.stringify(saved));
    expect(cartStore.get().map((line) => line.quantity)).toEqual([5, 5, 5]);
    expect(orderLimitMessage(cartStore.get(), 'contact@wado-france.fr')).toBe(
      'Une commande compte au plus 10 articles ; vous en demandez 15. Retirez-en 5 pour continuer. Pour équiper un club, écrivez à contact@wado-france.fr.',
    );
    expect(maxLineQuantity(cartStore.get(), 'tee-shirt-wado-france-s')).toBe(5);
    setCartQuantity('tee-shirt-wado-france-s', 1);
    // Back up is capped by what the other lines leave: nothing, they hold 10.
    setCartQuantity('tee-shirt-wado-france-s', 5);
    expect(cartStore.get().map((line) => line.quantity)).toEqual([1, 5, 5]);
  });

  it('never holds more of a size than its stock: adding again when the cart holds it all is refused', () => {
    const kata = { ...tshirt('160 cm'), stock: 3 };
    expect(addToCart(kata, 2)).toEqual({ added: true, quantity: 2 });
    // 2 more asked, 1 left: the line stops at the stock.
    expect(addToCart(kata, 2)).toEqual({ added: true, quantity: 3 });
    expect(addToCart(kata, 1)).toEqual({ added: false, reason: 'stock', stock: 3 });
    expect(cartStore.get()[0]).toMatchObject({ quantity: 3, stock: 3 });
    // The cart's picker and its direct changes stop there too, below the per-line cap of 5.
    expect(maxLineQuantity(cartStore.get(), kata.variantId)).toBe(3);
    setCartQuantity(kata.variantId, 5);
    expect(cartStore.get()[0]!.quantity).toBe(3);
    // A sold-out size is never added.
    expect(addToCart({ ...tshirt('S'), stock: 0 }, 1)).toEqual({ added: false, reason: 'stock', stock: 0 });
    expect(cartStore.get()).toHaveLength(1);
  });

  it('takes the article page’s fresher stock when the same size is added again', () => {
    addToCart({ ...tshirt(), stock: 2 }, 2);
    expect(addToCart({ ...tshirt(), stock: 2 }, 1)).toMatchObject({ added: false, reason: 'stock' });
    // Restocked meanwhile: the page shows 6 left.
    expect(addToCart({ ...tshirt(), stock: 6 }, 1)).toEqual({ added: true, quantity: 3 });
    expect(cartStore.get()[0]!.stock).toBe(6);
    // A caller that does not know the stock keeps the one the line last saw.
    expect(addToCart(tshirt(), 5)).toEqual({ added: true, quantity: 5 });
    expect(cartStore.get()[0]!.stock).toBe(6);
  });

  it('keeps the stock a refused order gives: the line may then only shrink, and says it is over', () => {
    addToCart(tshirt('M'), 4);
    addToCart(tshirt('L'), 1);
    expect(linesOverStock(cartStore.get())).toEqual([]);
    recordStock([{ variantId: 'tee-shirt-wado-france-m', stock: 2 }]);
    // The quantity is the buyer's to change; the line is flagged until it fits.
    expect(cartStore.get().map((line) => [line.quantity, line.stock])).toEqual([
      [4, 2],
      [1, undefined],
    ]);
    expect(linesOverStock(cartStore.get()).map((line) => line.variantId)).toEqual(['tee-shirt-wado-france-m']);
    expect(maxLineQuantity(cartStore.get(), 'tee-shirt-wado-france-m')).toBe(4);
    setCartQuantity('tee-shirt-wado-france-m', 2);
    expect(linesOverStock(cartStore.get())).toEqual([]);
    expect(maxLineQuantity(cartStore.get(), 'tee-shirt-wado-france-m')).toBe(2);
  });

  it('changes and removes lines; a quantity of 0 removes', () => {
    addToCart(tshirt('M'), 2);
    addToCart(tshirt('L'), 1);
    setCartQuantity('tee-shirt-wado-france-m', 5);
    expect(cartStore.get()[0]!.quantity).toBe(5);
    setCartQuantity('tee-shirt-wado-france-m', 0);
    removeFromCart('tee-shirt-wado-france-l');
    expect(cartStore.get()).toEqual([]);
  });

  it('adds up display prices, public or member', () => {
    addToCart(tshirt('M'), 2);
    expect(cartSubtotal(cartStore.get(), false)).toBe(3800);
    expect(cartSubtotal(cartStore.get(), true)).toBe(3000);
  });

  it('survives a reload: it is read back from localStorage', () => {
    addToCart(tshirt('M'), 2);
    const saved = localStorage.getItem('wado-shop-cart')!;
    localStorage.setItem('wado-shop-cart', saved.replace('"quantity":2', '"quantity":3'));
    expect(cartStore.get()[0]!.quantity).toBe(3);
  });

  it('reads corrupt or tampered storage as an empty or cleaned cart', () => {
    localStorage.setItem('wado-shop-cart', '{pas du json');
    expect(cartStore.get()).toEqual([]);
    localStorage.setItem('wado-shop-cart', JSON.stringify({ lines: [] }));
    expect(cartStore.get()).toEqual([]);
    const good = { ...tshirt(), quantity: 50 };
    localStorage.setItem(
      'wado-shop-cart',
      JSON.stringify([good, { ...good, variantId: 'x', quantity: -1 }, { ...good, unitPriceCents: 'gratuit' }, null]),
    );
    expect(cartStore.get()).toEqual([{ ...good, quantity: MAX_QUANTITY_PER_LINE }]);
    // A stock is kept when it is a count, dropped otherwise (the line itself stays).
    localStorage.setItem(
      'wado-shop-cart',
      JSON.stringify([
        { ...good, quantity: 1, stock: 3 },
        { ...good, variantId: 'y', quantity: 1, stock: -2 },
      ]),
    );
    expect(cartStore.get().map((line) => line.stock)).toEqual([3, undefined]);
  });
});

function HeaderCount() {
  return <span>{cartLinkLabel(useCartCount())}</span>;
}

describe('the cart in the page', () => {
  it('updates every reader at once, and follows other tabs through the storage event', () => {
    render(<HeaderCount />);
    expect(screen.getByText('Panier, vide')).toBeInTheDocument();
    act(() => void addToCart(tshirt(), 1));
    expect(screen.getByText('Panier, 1 article')).toBeInTheDocument();
    // Another tab writes the cart: this tab hears a storage event.
    act(() => {
      localStorage.setItem(
        'wado-shop-cart',
        JSON.stringify([
          { ...tshirt(), quantity: 3 },
          { ...tshirt('L'), quantity: 2 },
        ]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'wado-shop-cart' }));
    });
    expect(screen.getByText('Panier, 5 articles')).toBeInTheDocument();
  });
});

describe('the member proof', () => {
  it('is kept for the session and expires after two hours', () => {
    const proof = {
      licenceNumber: 'WF26004217',
      lastName: 'Lefèvre',
      clubName: 'Wado Club',
      checkedAt: new Date().toISOString(),
    };
    memberProofStore.set(proof);
    expect(JSON.parse(sessionStorage.getItem('wado-shop-member')!)).toEqual(proof);
    expect(isProofValid(memberProofStore.get())).toBe(true);
    expect(isProofValid(memberProofStore.get(), Date.now() + MEMBER_PROOF_TTL_MS + 1)).toBe(false);
    expect(isProofValid(null)).toBe(false);
  });
});
