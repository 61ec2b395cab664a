import { amountInWords, numberInWords } from './words';

describe('amounts in French words (traditional spelling)', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [61, 'soixante et un'],
    [70, 'soixante-dix'],
    [71, 'soixante et onze'],
    [77, 'soixante-dix-sept'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [90, 'quatre-vingt-dix'],
    [91, 'quatre-vingt-onze'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [101, 'cent un'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [280, 'deux cent quatre-vingts'],
    [1000, 'mille'],
    [1001, 'mille un'],
    [2000, 'deux mille'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [1_000_000, 'un million'],
    [2_300_000, 'deux millions trois cent mille'],
  ])('%i → « %s »', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('writes euros and centimes as a receipt does', () => {
    expect(amountInWords(5000)).toBe('cinquante euros');
    expect(amountInWords(100)).toBe('un euro');
    expect(amountInWords(2550)).toBe('vingt-cinq euros et cinquante centimes');
    expect(amountInWords(101)).toBe('un euro et un centime');
    expect(amountInWords(20_000)).toBe('deux cents euros');
    expect(amountInWords(1_000_000)).toBe('dix mille euros');
    expect(amountInWords(100_000_000)).toBe('un million d’euros');
  });

  it('refuses what it cannot write', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});
