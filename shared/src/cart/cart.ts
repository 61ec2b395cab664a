import {
  MAX_ITEMS_PER_ORDER,
  MAX_ORDER_LINES,
  MAX_QUANTITY_PER_LINE,
  type OrderLineRequest,
  type ShopImage,
} from '../contract';
import { formatCount } from '../format/count';
import { local, storedState } from './storedState';

/**
 * One line of the cart. Names, prices and stock are the last ones seen, for display and for the
 * quantity pickers only: the server prices the order and checks the stock from its own database.
 */
export interface CartLine {
  itemId: string;
  variantId: string;
  quantity: number;
  name: string;
  variantLabel: string;
  unitPriceCents: number;
  memberPriceCents: number;
  image: ShopImage;
  /**
   * The stock of this size when last seen: on the article page, or in the server's refusal of the
   * order. Absent from carts saved before the cart knew it (the server still checks it).
   */
  stock?: number;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isCents = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function parseLine(raw: unknown): CartLine | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const line = raw as Record<string, unknown>;
  const image = line.image as Record<string, unknown> | undefined;
  if (!isText(line.itemId) || !isText(line.variantId) || !isText(line.name) || !isText(line.variantLabel))
    return undefined;
  if (!Number.isInteger(line.quantity) || (line.quantity as number) < 1) return undefined;
  if (!isCents(line.unitPriceCents) || !isCents(line.memberPriceCents)) return undefined;
  if (!image || !isText(image.url) || !isText(image.alt)) return undefined;
  return {
    itemId: line.itemId,
    variantId: line.variantId,
    quantity: Math.min(line.quantity as number, MAX_QUANTITY_PER_LINE),
    name: line.name,
    variantLabel: line.variantLabel,
    unitPriceCents: line.unitPriceCents,
    memberPriceCents: line.memberPriceCents,
    image: { url: image.url, alt: image.alt },
    ...(isCents(line.stock) ? { stock: line.stock } : {}),
  };
}

/** The cart of this browser: the same in every tab, kept across reloads (localStorage). */
export const cartStore = storedState<CartLine[]>({
  key: 'wado-shop-cart',
  storage: local,
  initial: [],
  parse: (raw) =>
    Array.isArray(raw)
      ? raw
          .map(parseLine)
          .filter((line): line is CartLine => line !== undefined)
          .slice(0, MAX_ORDER_LINES)
      : undefined,
});

export type AddResult =
  | { added: true; quantity: number }
  | { added: false; reason: 'too_many_lines' | 'order_full' }
  /** The cart already holds all the stock of this size (`stock`: what is left). */
  | { added: false; reason: 'stock'; stock: number };

/**
 * The most this line may hold: the per-line cap, what the other lines leave of the per-order cap,
 * and the stock of its size (given, or the one the line last saw). Never below what it already
 * holds within the per-line cap, so that a cart saved under older caps or stock only shrinks.
 */
export function maxLineQuantity(
  lines: readonly CartLine[],
  variantId: string,
  stock = lines.find((line) => line.variantId === variantId)?.stock,
): number {
  const own = lines.find((line) => line.variantId === variantId)?.quantity ?? 0;
  const others = cartCount(lines) - own;
  const room = Math.min(MAX_QUANTITY_PER_LINE, MAX_ITEMS_PER_ORDER - others, stock ?? MAX_QUANTITY_PER_LINE);
  return Math.max(Math.min(own, MAX_QUANTITY_PER_LINE), room);
}

/**
 * Adds to the line of that size (or a new line), never above the per-line and per-order maximums
 * nor above the stock (`line.stock`, the article page's, else the one the line last saw).
 */
export function addToCart(line: Omit<CartLine, 'quantity'>, quantity: number): AddResult {
  const lines = cartStore.get();
  const existing = lines.find((entry) => entry.variantId === line.variantId);
  const held = existing?.quantity ?? 0;
  const stock = line.stock ?? existing?.stock;
  if (stock !== undefined && held >= stock) {
    if (existing) recordStock([{ variantId: line.variantId, stock }]);
    return { added: false, reason: 'stock', stock };
  }
  if (!existing && lines.length >= MAX_ORDER_LINES) return { added: false, reason: 'too_many_lines' };
  if (cartCount(lines) >= MAX_ITEMS_PER_ORDER) return { added: false, reason: 'order_full' };
  const next = Math.max(1, Math.min(maxLineQuantity(lines, line.variantId, stock), held + Math.floor(quantity)));
  cartStore.set((current) =>
    existing
      ? current.map((entry) => (entry.variantId === line.variantId ? { ...entry, ...line, quantity: next } : entry))
      : [...current, { ...line, quantity: next }],
  );
  return { added: true, quantity: next };
}

/**
 * Keeps the stock the server has just given for these sizes (a refused order), so that the cart's
 * pickers offer no more; the quantities themselves are left for the buyer to change.
 */
export function recordStock(stocks: readonly { variantId: string; stock: number }[]): void {
  cartStore.set((current) =>
    current.map((line) => {
      const seen = stocks.find((entry) => entry.variantId === line.variantId);
      return seen ? { ...line, stock: Math.max(0, seen.stock) } : line;
    }),
  );
}

/** The lines that hold more than the stock their size last showed: the order cannot go on with them. */
export function linesOverStock(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => line.stock !== undefined && line.quantity > line.stock);
}

/** A quantity of 0 or less removes the line; a quantity above the caps or the stock is brought down to them. */
export function setCartQuantity(variantId: string, quantity: number): void {
  cartStore.set((current) => {
    const wanted = Math.min(maxLineQuantity(current, variantId), Math.floor(quantity));
    return wanted < 1
      ? current.filter((line) => line.variantId !== variantId)
      : current.map((line) => (line.variantId === variantId ? { ...line, quantity: wanted } : line));
  });
}

export function removeFromCart(variantId: string): void {
  setCartQuantity(variantId, 0);
}

export function clearCart(): void {
  cartStore.set([]);
}

/** Number of articles (not lines): what the header shows. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Display total of the cart, before the server's quote. */
export function cartSubtotal(lines: readonly CartLine[], memberPricing: boolean): number {
  return lines.reduce(
    (sum, line) => sum + (memberPricing ? line.memberPriceCents : line.unitPriceCents) * line.quantity,
    0,
  );
}

export function toOrderLines(lines: readonly CartLine[]): OrderLineRequest[] {
  return lines.map(({ itemId, variantId, quantity }) => ({ itemId, variantId, quantity }));
}

export const useCart = (): CartLine[] => cartStore.use();
export const useCartCount = (): number => cartCount(cartStore.use());

/** « Panier, 3 articles »: the accessible name of the cart link. */
export function cartLinkLabel(count: number): string {
  if (count === 0) return 'Panier, vide';
  return `Panier, ${formatCount(count, 'article')}`;
}
