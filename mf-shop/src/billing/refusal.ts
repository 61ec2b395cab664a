import type { StockShortage } from '@wado/shared';

const isShortage = (value: unknown): value is StockShortage => {
  const entry = value as Partial<StockShortage> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.itemId === 'string' &&
    typeof entry.variantId === 'string' &&
    Number.isInteger(entry.stock) &&
    typeof entry.message === 'string'
  );
};

/** The lines short of stock in a refusal's body (`OrderConflict.shortages`), none when it has no such list. */
export function stockShortagesOf(body: unknown): StockShortage[] {
  const shortages = (body as { shortages?: unknown } | null | undefined)?.shortages;
  return Array.isArray(shortages) ? shortages.filter(isShortage) : [];
}
