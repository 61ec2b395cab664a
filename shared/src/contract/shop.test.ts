import { withFrenchSpaces as french } from '../test/fixtures';
import { stockLeftText, stockRefusalMessage } from './shop';

const kata = { name: 'Karatégi Kata coupe japonaise', variantLabel: '160 cm' };

it('says how many are left of a size in French, with the elision for one', () => {
  // The name stays with its guillemets when the line wraps.
  expect(stockLeftText({ ...kata, stock: 3 })).toContain('«\u00a0Karatégi Kata coupe japonaise\u00a0»');
  expect(stockLeftText({ ...kata, stock: 3 })).toBe(
    french('Il ne reste que 3 exemplaires de « Karatégi Kata coupe japonaise » (160 cm)'),
  );
  expect(stockLeftText({ ...kata, stock: 1 })).toBe(
    french('Il ne reste qu’un exemplaire de « Karatégi Kata coupe japonaise » (160 cm)'),
  );
  expect(stockLeftText({ ...kata, stock: 0 })).toBe(french('« Karatégi Kata coupe japonaise » (160 cm) est épuisé'));
});

it('tells the buyer what to do when the server refuses a line for lack of stock', () => {
  expect(stockRefusalMessage({ ...kata, stock: 2 })).toContain('(160 cm)\u00a0: réduisez');
  expect(stockRefusalMessage({ ...kata, stock: 2 })).toBe(
    french('Il ne reste que 2 exemplaires de « Karatégi Kata coupe japonaise » (160 cm) : réduisez la quantité.'),
  );
  expect(stockRefusalMessage({ ...kata, stock: 0 })).toBe(
    french('« Karatégi Kata coupe japonaise » (160 cm) est épuisé : retirez-le du panier pour commander le reste.'),
  );
});
