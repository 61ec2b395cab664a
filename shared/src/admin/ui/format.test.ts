import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('writes an instant in Paris time, the first of the month as « 1er »', () => {
    expect(formatDateTime('2026-11-23T13:05:00.000Z')).toBe('23 novembre 2026 à 14:05');
    expect(formatDateTime('2026-12-01T08:30:00.000Z')).toBe('1er décembre 2026 à 09:30');
    expect(formatDateTime('2026-07-11T08:30:00.000Z')).toBe('11 juillet 2026 à 10:30');
  });

  it('gives back what it cannot read', () => {
    expect(formatDateTime('demain')).toBe('demain');
  });
});
