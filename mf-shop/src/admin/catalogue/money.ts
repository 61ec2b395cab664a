import type { ShopItemStatus } from '@wado/shared';

import { parseEuros, SHOP_ADMIN_ITEM_INPUT_RULES } from '@wado/shared/admin';

/** A price's range in cents, as the API's `ShopAdminItemInput` takes it: more than zero, at most 10 000 €. */
const PRICE = SHOP_ADMIN_ITEM_INPUT_RULES.priceCents;

/**
 * A price typed the French way (« 49,90 », « 49 », « 1 234,50 € ») in cents, read by the back
 * office's one reading of amounts, or null when it is not a price the API takes: more than zero,
 * at most 10 000 €.
 */
export function parsePrice(text: string): number | null {
  const cents = parseEuros(text.replace('.', ','));
  return Number.isInteger(cents) && cents >= (PRICE.minimum ?? -Infinity) && cents <= (PRICE.maximum ?? Infinity)
    ? cents
    : null;
}

export const ITEM_STATUS_LABELS: Record<ShopItemStatus, string> = {
  draft: 'Brouillon',
  published: 'En vente',
  withdrawn: 'Retiré de la vente',
};
export const ITEM_STATUSES = Object.keys(ITEM_STATUS_LABELS) as ShopItemStatus[];
