import { foldForSearch, formatDate, formatDateRange, formatPrice, formatShortDate } from './format';

describe('French formats', () => {
  it('writes calendar days and timestamps in French, without a time-zone shift', () => {
    expect(formatDate('2026-11-01')).toBe('1 novembre 2026');
    expect(formatDate('2026-11-01T10:00:00.000Z')).toBe('1 novembre 2026');
    expect(formatShortDate('2026-05-03')).toBe('3 mai 2026');
  });

  it('writes a range of days, or one day when it starts and ends the same day', () => {
    expect(formatDateRange('2026-05-03', '2026-05-05')).toBe('du 3 mai 2026 au 5 mai 2026');
    expect(formatDateRange('2026-05-03', '2026-05-03')).toBe('3 mai 2026');
    expect(formatDateRange('2026-05-03', null)).toBe('3 mai 2026');
  });

  it('writes integer cents as euros in the French format', () => {
    expect(formatPrice(1250).replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatPrice(120000).replace(/\s/g, ' ')).toBe('1 200,00 €');
    expect(formatPrice(0).replace(/\s/g, ' ')).toBe('0,00 €');
  });

  it('folds accents, macrons and case for searches', () => {
    expect(foldForSearch('  Kōhai ')).toBe('kohai');
    expect(foldForSearch('Élan ÇA')).toBe('elan ca');
  });
});
