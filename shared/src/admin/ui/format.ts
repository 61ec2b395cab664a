const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/**
 * « 23 novembre 2026 à 14:05 », « 1er décembre 2026 à 09:30 » (Paris time), for the back office's
 * instants (saves, sign-ins, the audit log). `Intl` is fine here: the back office is never part of
 * a public page's start-up; it writes « 1 décembre », French typography « 1er ».
 */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return DATE_TIME.format(date).replace(/^1 /, '1er ');
}
