import { parsePrice } from './money';

it('reads prices typed the French way, in cents', () => {
  expect(parsePrice('49,90')).toBe(4990);
  expect(parsePrice('49')).toBe(4900);
  expect(parsePrice(' 49,9 € ')).toBe(4990);
  expect(parsePrice('1 234,50')).toBe(123450);
  expect(parsePrice('49.90')).toBe(4990);
  expect(parsePrice('0,05')).toBe(5);
});

it('refuses what is not a price', () => {
  for (const text of ['', '0', '0,00', '49,999', '-5', 'douze', '49,90,1', '100000'])
    expect(parsePrice(text)).toBeNull();
});
