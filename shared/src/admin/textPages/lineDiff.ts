/** One line of a comparison: kept, only in the old text, or only in the new one. */
export interface DiffLine {
  type: 'same' | 'removed' | 'added';
  text: string;
}

/** Above this many line pairs left after trimming, the texts are shown as replaced wholesale. */
const MAX_CELLS = 4_000_000;

function splitLines(text: string): string[] {
  return text === '' ? [] : text.replace(/\r\n?/g, '\n').split('\n');
}

/** Work done by a comparison, in cells of its table (what a test bounds, without a clock). */
export interface DiffMeter {
  cells: number;
}

/**
 * The lines of `before` and `after` in order, each marked kept, removed or added: a longest
 * common subsequence of lines, after the common beginning and end are set aside (most edits
 * touch a few lines of a long page).
 */
export function lineDiff(before: string, after: string, meter: DiffMeter = { cells: 0 }): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const head = a.slice(0, start).map((text): DiffLine => ({ type: 'same', text }));
  const tail = a.slice(endA).map((text): DiffLine => ({ type: 'same', text }));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  return [...head, ...middle(midA, midB, meter), ...tail];
}

function middle(a: string[], b: string[], meter: DiffMeter): DiffLine[] {
  if (a.length * b.length > MAX_CELLS) {
    return [
      ...a.map((text): DiffLine => ({ type: 'removed', text })),
      ...b.map((text): DiffLine => ({ type: 'added', text })),
    ];
  }
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..], one flat array.
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  meter.cells += a.length * b.length;
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ type: 'same', text: a[i]! });
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      lines.push({ type: 'removed', text: a[i]! });
      i += 1;
    } else {
      lines.push({ type: 'added', text: b[j]! });
      j += 1;
    }
  }
  for (; i < a.length; i += 1) lines.push({ type: 'removed', text: a[i]! });
  for (; j < b.length; j += 1) lines.push({ type: 'added', text: b[j]! });
  return lines;
}

/** What a comparison shows: the changed lines with `context` kept lines around each change. */
export type DiffView = DiffLine | { type: 'skipped'; count: number };

export function withContext(lines: DiffLine[], context = 2): DiffView[] {
  const near = new Set<number>();
  lines.forEach((line, index) => {
    if (line.type === 'same') return;
    for (let k = Math.max(0, index - context); k <= Math.min(lines.length - 1, index + context); k += 1) near.add(k);
  });
  const view: DiffView[] = [];
  let skipped = 0;
  lines.forEach((line, index) => {
    if (near.has(index)) {
      if (skipped) view.push({ type: 'skipped', count: skipped });
      skipped = 0;
      view.push(line);
    } else {
      skipped += 1;
    }
  });
  if (skipped) view.push({ type: 'skipped', count: skipped });
  return view;
}
