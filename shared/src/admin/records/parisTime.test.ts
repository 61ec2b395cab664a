import { isoToParisLocal, parisLocalToIso } from './parisTime';

describe('Paris time of publication', () => {
  it('reads an instant as the wall-clock time of Paris, in winter and in summer', () => {
    expect(isoToParisLocal('2026-01-15T08:05:00.000Z')).toBe('2026-01-15T09:05');
    expect(isoToParisLocal('2026-07-14T08:30:00.000Z')).toBe('2026-07-14T10:30');
    expect(isoToParisLocal('2026-12-31T23:30:00.000Z')).toBe('2027-01-01T00:30');
    expect(isoToParisLocal('pas une date')).toBe('');
  });

  it('turns a Paris wall-clock time into its instant', () => {
    expect(parisLocalToIso('2026-01-15T09:05')).toBe('2026-01-15T08:05:00.000Z');
    expect(parisLocalToIso('2026-07-14T10:30')).toBe('2026-07-14T08:30:00.000Z');
    // The night summer time starts (29 March 2026), 02:30 does not exist: read with the winter offset.
    expect(parisLocalToIso('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    for (const local of ['2026-03-29T01:59', '2026-03-29T03:00', '2026-10-25T01:30', '2026-10-25T04:00']) {
      expect(isoToParisLocal(parisLocalToIso(local)!)).toBe(local);
    }
  });

  it('refuses what is not a time', () => {
    for (const value of ['', '2026-02-30T10:00', '2026-01-01', '2026-01-01T24:00', '2026-01-01T10:60']) {
      expect(parisLocalToIso(value)).toBeNull();
    }
  });
});
