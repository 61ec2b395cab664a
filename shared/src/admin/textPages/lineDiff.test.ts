import { lineDiff, withContext } from './lineDiff';

describe('lineDiff', () => {
  it('marks the lines kept, removed and added, in order', () => {
    expect(lineDiff('a\nb\nc', 'a\nB\nc\nd')).toEqual([
      { type: 'same', text: 'a' },
      { type: 'removed', text: 'b' },
      { type: 'added', text: 'B' },
      { type: 'same', text: 'c' },
      { type: 'added', text: 'd' },
    ]);
  });

  it('handles empty texts and Windows line ends', () => {
    expect(lineDiff('', '')).toEqual([]);
    expect(lineDiff('', 'x')).toEqual([{ type: 'added', text: 'x' }]);
    expect(lineDiff('x\r\ny', 'x\ny')).toEqual([
      { type: 'same', text: 'x' },
      { type: 'same', text: 'y' },
    ]);
  });

  it('keeps a moved paragraph as one removal and one addition, the rest unchanged', () => {
    const before = ['intro', 'un', 'deux', 'trois', 'fin'].join('\n');
    const after = ['intro', 'deux', 'trois', 'un', 'fin'].join('\n');
    const diff = lineDiff(before, after);
    expect(diff.filter((line) => line.type !== 'same')).toEqual([
      { type: 'removed', text: 'un' },
      { type: 'added', text: 'un' },
    ]);
  });

  it('rebuilds both texts from the comparison', () => {
    const before = 'l1\nl2\nl3\nl4\nl5\nl6';
    const after = 'l0\nl2\nl3 modifiée\nl4\nl6\nl7';
    const diff = lineDiff(before, after);
    expect(
      diff
        .filter((line) => line.type !== 'added')
        .map((line) => line.text)
        .join('\n'),
    ).toBe(before);
    expect(
      diff
        .filter((line) => line.type !== 'removed')
        .map((line) => line.text)
        .join('\n'),
    ).toBe(after);
  });

  it('compares long pages with a change in the middle quickly', () => {
    const lines = Array.from({ length: 5000 }, (_, index) => `Ligne ${index}`);
    const changed = [...lines];
    changed[2500] = 'Ligne modifiée';
    const meter = { cells: 0 };
    const diff = lineDiff(lines.join('\n'), changed.join('\n'), meter);
    // The common beginning and end set aside, one line against one (not 5,000 × 5,000).
    expect(meter.cells).toBe(1);
    expect(diff.filter((line) => line.type !== 'same')).toEqual([
      { type: 'removed', text: 'Ligne 2500' },
      { type: 'added', text: 'Ligne modifiée' },
    ]);
  });
});

describe('withContext', () => {
  it('folds long runs of unchanged lines, keeping two around each change', () => {
    const before = Array.from({ length: 10 }, (_, index) => `l${index}`).join('\n');
    const after = before.replace('l5', 'L5');
    expect(withContext(lineDiff(before, after))).toEqual([
      { type: 'skipped', count: 3 },
      { type: 'same', text: 'l3' },
      { type: 'same', text: 'l4' },
      { type: 'removed', text: 'l5' },
      { type: 'added', text: 'L5' },
      { type: 'same', text: 'l6' },
      { type: 'same', text: 'l7' },
      { type: 'skipped', count: 2 },
    ]);
  });
});
