import { foldAccents } from './fold';
/**
 * French formats used on every screen, one place so that every section writes dates and prices
 * alike. Dates arrive from the API as ISO 8601 strings (`2026-11-23` or full timestamps).
 *
 * Written by hand rather than with `Intl`: the browser's first `Intl` formatter loads its locale
 * data, about 40 ms of main thread on a laptop and 150 ms on a mid-range phone, paid while the
 * page is being taken over. The output is what `Intl` writes for fr-FR (format.test.ts compares
 * them over thousands of values) except for the first day of a month, which French typography
 * writes « 1er » (`Intl` writes « 1 »), and it is the same on the server and in every browser,
 * whatever their ICU version.
 */

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const SHORT_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];
/** French groups thousands with a narrow no-break space and puts a no-break space before €. */
const GROUP_SEPARATOR = '\u202f';
const CURRENCY_SPACE = '\u00a0';

function monthName(names: readonly string[], month: number): string {
  const name = names[month];
  if (name === undefined) throw new RangeError(`Mois invalide : ${month + 1}`);
  return name;
}

interface CalendarDay {
  year: number;
  /** 0 for January. */
  month: number;
  day: number;
}

/** « 1er » for the first day of a month (an ordinal in French), the number otherwise. */
function dayNumber(day: number): string {
  return day === 1 ? '1er' : String(day);
}

/** 01:00 UTC on the last Sunday of `month` (0-based): when European summer time starts or ends. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Paris is UTC+2 from the last Sunday of March to the last Sunday of October (EU rule), UTC+1 otherwise. */
function parisOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  return (summer ? 2 : 1) * 3_600_000;
}

/** A bare `YYYY-MM-DD` is a calendar day as it is; a timestamp is the day it was in Paris. */
function calendarDay(value: string | Date): CalendarDay {
  const bareDay = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (bareDay) {
    const [year, month, day] = [Number(bareDay[1]), Number(bareDay[2]) - 1, Number(bareDay[3])];
    const check = new Date(Date.UTC(year, month, day));
    if (check.getUTCMonth() !== month || check.getUTCDate() !== day)
      throw new RangeError(`Date invalide : ${String(value)}`);
    return { year, month, day };
  }
  const instant = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Date invalide : ${String(value)}`);
  const paris = new Date(instant + parisOffsetMs(instant));
  return { year: paris.getUTCFullYear(), month: paris.getUTCMonth(), day: paris.getUTCDate() };
}

/** « 23 novembre 2026 », « 1er août 2026 » */
export function formatDate(value: string | Date): string {
  const { year, month, day } = calendarDay(value);
  return `${dayNumber(day)} ${monthName(MONTHS, month)} ${year}`;
}

/** « 23 nov. 2026 », « 1er déc. 2026 » */
export function formatShortDate(value: string | Date): string {
  const { year, month, day } = calendarDay(value);
  return `${dayNumber(day)} ${monthName(SHORT_MONTHS, month)} ${year}`;
}

/** « 12 » and « déc » (no dot), « 1er » and « août »: the date block of a calendar card. */
export function dayAndMonth(value: string | Date): { day: string; month: string } {
  const { month, day } = calendarDay(value);
  return { day: dayNumber(day), month: monthName(SHORT_MONTHS, month).replace('.', '') };
}

/** Today in Paris as `YYYY-MM-DD` (what the API's calendar days are compared with). */
export function todayInParis(now: Date = new Date()): string {
  const { year, month, day } = calendarDay(now);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * « du 1er au 5 août 2026 », « du 30 juillet au 2 août 2026 », « du 31 décembre 2026 au 2 janvier
 * 2027 » (what both ends share is written once), « 3 mai 2026 » when both days are the same.
 */
export function formatDateRange(start: string, end?: string | null): string {
  if (!end || end === start) return formatDate(start);
  const from = calendarDay(start);
  const to = calendarDay(end);
  if (from.year !== to.year) return `du ${formatDate(start)} au ${formatDate(end)}`;
  const fromMonth = from.month === to.month ? '' : ` ${monthName(MONTHS, from.month)}`;
  return `du ${dayNumber(from.day)}${fromMonth} au ${formatDate(end)}`;
}

/**
 * « 28 novembre 2026 à 18 h », « 1er décembre 2026 à 9 h 30 »: an instant in Paris time, as
 * French typography writes the hour (a deadline, how long a place is held).
 */
export function formatDateAndTime(value: string | Date): string {
  const instant = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Date invalide : ${String(value)}`);
  const paris = new Date(instant + parisOffsetMs(instant));
  const minutes = paris.getUTCMinutes();
  const time = `${paris.getUTCHours()}\u00a0h${minutes === 0 ? '' : `\u00a0${String(minutes).padStart(2, '0')}`}`;
  return `${formatDate(new Date(instant))} à ${time}`;
}

/** « 1 200 » (with a narrow no-break space). */
export function formatInteger(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
}

/** Integer cents → « 12,50 € » (all prices of the site are integer cents on the server). */
export function formatPrice(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole > 0 ? '-' : '';
  const centsPart = String(whole % 100).padStart(2, '0');
  return `${sign}${formatInteger(Math.floor(whole / 100))},${centsPart}${CURRENCY_SPACE}€`;
}

/** Without accents and in lower case: « Kōhai » and « kohai » match in every search box. */
export function foldForSearch(text: string): string {
  return foldAccents(text).trim();
}
