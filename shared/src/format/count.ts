import { formatInteger } from './format';

/** « 1 club », « 12 clubs », « 0 club » (French keeps the singular for zero and one). */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${formatInteger(count)} ${count <= 1 ? singular : plural}`;
}
