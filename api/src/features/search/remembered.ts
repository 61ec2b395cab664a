/**
 * `compute`, remembering its results by key, up to `size` keys (past that it starts over). For the
 * index: a rebuild sees the same pages as the previous one, all but the one just edited, and a text
 * repeats its words, so the Markdown of a page is read and a word stemmed once, not at every rebuild.
 */
export function remembered<Result>(size: number, compute: (key: string) => Result): (key: string) => Result {
  const kept = new Map<string, Result>();
  return (key) => {
    let result = kept.get(key);
    if (result === undefined) {
      result = compute(key);
      if (kept.size >= size) kept.clear();
      kept.set(key, result);
    }
    return result;
  };
}
