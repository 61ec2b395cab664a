import type { ShopItemStatus } from '@wado/shared';

import { parseEuros } from '@wado/shared/admin';

/** The most an article may cost (10 000 €, in cents): beyond, it is a typing slip. */
export const MAX_PRICE_CENTS = 1_000_000;

/**
 * A price typed the French way (« 49,90 », « 49 », « 1 234,50 € ») in cents, read by the back
 * office's one reading of amounts, or null when it is not a price: more than zero, at most 10 000 €.
 */
export function parsePrice(text: string): number | null {
  const cents = parseEuros(text.replace('.', ','));
  return Number.isInteger(cents) && cents > 0 && cents <= MAX_PRICE_CENTS ? cents : null;
}

export const ITEM_STATUS_LABELS: Record<ShopItemStatus, string> = {
  draft: 'Brouillon',
  published: 'En vente',
  withdrawn: 'Retiré de la vente',
};
export const ITEM_STATUSES = Object.keys(ITEM_STATUS_LABELS) as ShopItemStatus[];
