import fc from 'fast-check';
import { formatCount } from './count';
import {
  dayAndMonth,
  foldForSearch,
  formatDate,
  formatDateRange,
  formatInteger,
  formatPrice,
  formatShortDate,
  todayInParis,
} from './format';

// What the formats must equal: Intl for fr-FR in Paris (Node's ICU), which format.ts no longer
// calls in the browser (its first use costs a phone about 150 ms).
const intlLong = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
const intlShort = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});
const intlEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const intlIsoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
/** French typography writes the first day of a month as an ordinal, « 1er », where Intl writes « 1 ». */
const firstAsOrdinal = (intlDate: string) => intlDate.replace(/^1 /, '1er ');
/** 1996 (the EU summer-time rule in force since) to 2099. */
const instants = fc.integer({ min: Date.UTC(1996, 0, 1), max: Date.UTC(2099, 11, 31) });

describe('French formats', () => {
  it('writes calendar days and timestamps in French, without a time-zone shift', () => {
    expect(formatDate('2026-11-01')).toBe('1er novembre 2026');
    expect(formatDate('2026-11-01T10:00:00.000Z')).toBe('1er novembre 2026');
    expect(formatDate('2026-11-11')).toBe('11 novembre 2026');
    expect(formatShortDate('2026-12-01')).toBe('1er déc. 2026');
    expect(formatShortDate('2026-05-03')).toBe('3 mai 2026');
  });

  it('writes a range of days, or one day when it starts and ends the same day', () => {
    expect(formatDateRange('2026-05-03', '2026-05-05')).toBe('du 3 au 5 mai 2026');
    expect(formatDateRange('2026-08-01', '2026-08-05')).toBe('du 1er au 5 août 2026');
    expect(formatDateRange('2026-07-30', '2026-08-02')).toBe('du 30 juillet au 2 août 2026');
    expect(formatDateRange('2026-12-31', '2027-01-01')).toBe('du 31 décembre 2026 au 1er janvier 2027');
    expect(formatDateRange('2026-05-03', '2026-05-03')).toBe('3 mai 2026');
    expect(formatDateRange('2026-05-03', null)).toBe('3 mai 2026');
  });

  it('writes integer cents as euros in the French format', () => {
    expect(formatPrice(1250).replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatPrice(120000).replace(/\s/g, ' ')).toBe('1 200,00 €');
    expect(formatPrice(0).replace(/\s/g, ' ')).toBe('0,00 €');
  });

  it('writes every instant as Intl does in Paris, summer-time changes included', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const iso = new Date(ms).toISOString();
        expect(formatDate(iso)).toBe(firstAsOrdinal(intlLong.format(new Date(ms))));
        expect(formatShortDate(new Date(ms))).toBe(firstAsOrdinal(intlShort.format(new Date(ms))));
        expect(todayInParis(new Date(ms))).toBe(intlIsoDay.format(new Date(ms)));
      }),
      { numRuns: 5000 },
    );
    // Either side of the changes of 2026 (29 March and 25 October, at 01:00 UTC).
    for (const iso of [
      '2026-03-28T22:59:59Z',
      '2026-03-28T23:00:00Z',
      '2026-10-24T21:59:59Z',
      '2026-10-24T22:00:00Z',
      '2026-12-31T23:30:00Z',
    ]) {
      expect(formatDate(iso)).toBe(firstAsOrdinal(intlLong.format(new Date(iso))));
    }
  });

  it('reads a bare calendar day as that day, every day of the year', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const day = new Date(ms).toISOString().slice(0, 10);
        expect(formatDate(day)).toBe(firstAsOrdinal(intlLong.format(new Date(`${day}T12:00:00Z`))));
      }),
    );
    expect(dayAndMonth('2026-12-12')).toEqual({ day: '12', month: 'déc' });
    expect(dayAndMonth('2026-02-01')).toEqual({ day: '1er', month: 'févr' });
  });

  it('refuses a date it cannot read, as Intl does', () => {
    expect(() => formatDate('demain')).toThrow(RangeError);
    expect(() => formatDate('2026-13-01')).toThrow(RangeError);
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
  });

  it('writes every amount of cents and every count as Intl does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(formatPrice(cents)).toBe(intlEuros.format(cents / 100));
        expect(formatInteger(cents)).toBe(cents.toLocaleString('fr-FR'));
      }),
      { numRuns: 5000 },
    );
    expect(formatCount(1200, 'club', 'clubs')).toBe(`${(1200).toLocaleString('fr-FR')} clubs`);
  });

  it('folds accents, macrons and case for searches', () => {
    expect(foldForSearch('  Kōhai ')).toBe('kohai');
    expect(foldForSearch('Élan ÇA')).toBe('elan ca');
  });
});
