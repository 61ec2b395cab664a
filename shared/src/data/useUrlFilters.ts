import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the URL's query string (`?q=kata&category=kata`), so that a search can be
 * shared or bookmarked. Typing replaces the history entry instead of adding one per letter;
 * an empty value removes its parameter, and other parameters are left as they are.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]): [Record<K, string>, (changes: Partial<Record<K, string>>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<K, string>;
  const update = useCallback(
    (changes: Partial<Record<K, string>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  return [values, update];
}
