/**
 * The back office's exports, for a French spreadsheet (Excel, LibreOffice): UTF-8 with a BOM (or
 * Excel reads the accents as Latin-1), `;` between cells (the comma is the decimal mark), CRLF
 * line ends, amounts with a decimal comma, dates and times as French Excel reads them.
 */

/** « 1234,50 »: euros with a decimal comma, from integer cents, without floating point. */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One CSV cell: a text a spreadsheet could take for a formula (=, +, -, @, tab, CR) is prefixed
 * with an apostrophe (CSV injection); cells with a separator, a quote or a line break are quoted.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (/[;"\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

const PARIS_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * « 02/12/2026 14:05 »: an instant at Paris time, as French Excel reads a date and time (a cell it
 * can sort and filter by date); empty for none. Every export writes its instants so.
 */
export function csvDateTime(instant: string | null): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const parts = Object.fromEntries(PARIS_DATE_TIME.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A whole export: the header, then one line per row. */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
