import {
  MAX_ITEMS_PER_ORDER,
  MAX_ORDER_LINES,
  MAX_QUANTITY_PER_LINE,
  type OrderLineRequest,
  type ShopImage,
} from '../contract';
import { local, storedState } from './storedState';

/**
 * One line of the cart. Names and prices are the last ones seen, for display only: the server
 * prices the order from its own database.
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

export type AddResult = { added: true; quantity: number } | { added: false; reason: 'too_many_lines' | 'order_full' };

/**
 * The most this line may hold: the per-line cap, and what the other lines leave of the per-order
 * cap (never below what it already holds, so that a cart saved under older caps only shrinks).
 */
export function maxLineQuantity(lines: readonly CartLine[], variantId: string): number {
  const own = lines.find((line) => line.variantId === variantId)?.quantity ?? 0;
  const others = cartCount(lines) - own;
  return Math.max(Math.min(own, MAX_QUANTITY_PER_LINE), Math.min(MAX_QUANTITY_PER_LINE, MAX_ITEMS_PER_ORDER - others));
}

/** Adds to the line of that size (or a new line), never above the per-line and per-order maximums. */
export function addToCart(line: Omit<CartLine, 'quantity'>, quantity: number): AddResult {
  const lines = cartStore.get();
  const existing = lines.find((entry) => entry.variantId === line.variantId);
  if (!existing && lines.length >= MAX_ORDER_LINES) return { added: false, reason: 'too_many_lines' };
  if (cartCount(lines) >= MAX_ITEMS_PER_ORDER) return { added: false, reason: 'order_full' };
  const next = Math.max(
    1,
    Math.min(maxLineQuantity(lines, line.variantId), (existing?.quantity ?? 0) + Math.floor(quantity)),
  );
  cartStore.set((current) =>
    existing
      ? current.map((entry) => (entry.variantId === line.variantId ? { ...entry, ...line, quantity: next } : entry))
      : [...current, { ...line, quantity: next }],
  );
  return { added: true, quantity: next };
}

/** A quantity of 0 or less removes the line; a quantity above the caps is brought down to them. */
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
  return `Panier, ${count} article${count > 1 ? 's' : ''}`;
}
