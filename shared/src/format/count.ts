import { formatInteger } from './format';

/**
 * Whether French puts a count's noun in the plural: from two on. Zero and one (and any amount
 * between, « 1,5 kilo ») keep the singular, unlike English.
 */
export const isPlural = (count: number): boolean => Math.abs(count) >= 2;

/**
 * The words that agree with `count`, without it: `agree(n, 'abonné qui a confirmé', 'abonnés qui
 * ont confirmé')`. The plural defaults to the singular with an « s » (give it for « créneau »,
 * « pays », or when a verb follows).
 */
export function agree(count: number, singular: string, plural = `${singular}s`): string {
  return isPlural(count) ? plural : singular;
}

/** « 1 club », « 12 clubs », « 0 club », « 1 200 clubs » (thousands grouped as everywhere on the site). */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatInteger(count)} ${agree(count, singular, plural)}`;
}
