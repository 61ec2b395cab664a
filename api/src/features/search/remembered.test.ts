import { remembered } from './remembered';

test('computes a key once, and starts over past its size', () => {
  const computed: string[] = [];
  const upper = remembered(2, (text) => {
    computed.push(text);
    return text.toUpperCase();
  });
  expect([upper('a'), upper('b'), upper('a'), upper('b')]).toEqual(['A', 'B', 'A', 'B']);
  expect(computed).toEqual(['a', 'b']);
  // A third key: the two kept are forgotten, so memory stays bounded whatever the texts.
  expect(upper('c')).toBe('C');
  expect(upper('a')).toBe('A');
  expect(computed).toEqual(['a', 'b', 'c', 'a']);
});
