/**
 * French formats used on every screen, one place so that every section writes dates and prices
 * alike. Dates arrive from the API as ISO 8601 strings (`2026-11-23` or full timestamps).
 */

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
const shortDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Paris' });
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** A bare `YYYY-MM-DD` is a calendar day: read it at noon UTC so that no time zone shifts it. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
}

/** « 23 novembre 2026 » */
export function formatDate(value: string | Date): string {
  return longDate.format(toDate(value));
}

/** « 23 nov. 2026 » */
export function formatShortDate(value: string | Date): string {
  return shortDate.format(toDate(value));
}

/** « du 3 au 5 mai 2026 », « 3 mai 2026 » when both days are the same. */
export function formatDateRange(start: string, end?: string | null): string {
  if (!end || end === start) return formatDate(start);
  return `du ${formatDate(start)} au ${formatDate(end)}`;
}

/**
 * Integer cents → « 12,50 € » (all prices of the site are integer cents on the server).
 * Intl writes a narrow no-break space before €; kept, it is the French typographic rule.
 */
export function formatPrice(cents: number): string {
  return euros.format(cents / 100);
}

/** Without accents and in lower case: « Kōhai » and « kohai » match in every search box. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
