/** « 1 club », « 12 clubs », « 0 club » (French keeps the singular for zero and one). */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('fr-FR')} ${count <= 1 ? singular : plural}`;
}
