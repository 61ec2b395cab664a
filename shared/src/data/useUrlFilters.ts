import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the URL's query string (`?q=kata&category=kata`), so that a search can be
 * shared or bookmarked. Typing replaces the history entry instead of adding one per letter;
 * an empty value removes its parameter, and other parameters are left as they are.
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
): [Record<K, string>, (changes: Partial<Record<K, string>>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  // React Router's functional setter is handed the params of the last render, not of the last
  // update: two changes before a re-render (clear the search, then pick a category) would lose
  // the first. Each change therefore starts from the latest params we wrote ourselves.
  const latest = useRef(searchParams);
  // eslint-disable-next-line react-hooks/refs -- the ref mirrors the last rendered params (why: above)
  latest.current = searchParams;
  const values = Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<K, string>;
  const update = useCallback(
    (changes: Partial<Record<K, string>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      latest.current = next;
      // flushSync: the URL (hence a search box's value) updates within the keystroke. Left to a
      // transition, as React Router does by default, a controlled input shows the old value
      // until the transition ends and a fast typist's next letters are lost ("saint" → "st").
      setSearchParams(next, { replace: true, preventScrollReset: true, flushSync: true });
    },
    [setSearchParams],
  );
  return [values, update];
}
