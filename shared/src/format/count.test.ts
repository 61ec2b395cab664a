import { agree, formatCount, isPlural } from './count';

describe('counts in French', () => {
  it('keeps the singular for zero and one, as French does', () => {
    expect(formatCount(0, 'abonné')).toBe('0 abonné');
    expect(formatCount(1, 'abonné')).toBe('1 abonné');
    expect(formatCount(2, 'abonné')).toBe('2 abonnés');
    expect([-1, 0, 0.5, 1, 1.5].map(isPlural)).toEqual([false, false, false, false, false]);
    expect([-2, 2, 3, 1200].map(isPlural)).toEqual([true, true, true, true]);
  });

  it('takes an irregular plural, and groups thousands', () => {
    expect(formatCount(1, 'créneau', 'créneaux')).toBe('1 créneau');
    expect(formatCount(3, 'créneau', 'créneaux')).toBe('3 créneaux');
    expect(formatCount(1200, 'club')).toBe('1\u202f200 clubs');
  });

  it('makes the words after a count agree, verb included', () => {
    expect(agree(1, 'abonné qui a confirmé', 'abonnés qui ont confirmé')).toBe('abonné qui a confirmé');
    expect(agree(4, 'abonné qui a confirmé', 'abonnés qui ont confirmé')).toBe('abonnés qui ont confirmé');
    expect(agree(0, 'place prise')).toBe('place prise');
  });
});
