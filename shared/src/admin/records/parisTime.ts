/**
 * Dates and times of publication, always in Paris time whatever the editor's computer says: a
 * `<input type="datetime-local">` holds `YYYY-MM-DDTHH:mm` (Paris wall-clock time), the API an
 * ISO instant.
 */

const PARIS = 'Europe/Paris';

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Paris wall-clock time of an instant, as a datetime-local value (`2026-05-03T14:30`). */
export function isoToParisLocal(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    partsFormatter.formatToParts(instant).find((item) => item.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant (ISO, UTC) of a Paris wall-clock time, or null when the value is not a time. In
 * the hour skipped when summer time starts, the time is read as if the clocks had not moved yet.
 */
export function parisLocalToIso(local: string): string | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // Paris is one or two hours ahead of UTC: try both offsets, keep the one that reads back.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(wall - offsetHours * 3_600_000).toISOString();
    if (isoToParisLocal(candidate) === local) return candidate;
  }
  return new Date(wall - 3_600_000).toISOString();
}
