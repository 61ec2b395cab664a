import { startTransition, useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the URL's query string (`?q=kata&category=kata`), so that a search can be
 * shared or bookmarked. Typing replaces the history entry instead of adding one per letter;
 * an empty value removes its parameter, and other parameters are left as they are.
 *
 * A change shows at once in the component that asked for it (its fields, its list's request),
 * and reaches the URL, hence the router and the rest of the page, in a transition: React renders
 * that part in slices and a tap or a key is answered in between. Flushing the router's update
 * within the event instead (`flushSync`) re-rendered the whole page in the handler: choosing an
 * event type with the keyboard took 104–138 ms of processing on the bench's phone (INP budget:
 * 100 ms). Left to the transition alone, a controlled field would show its old value until the
 * transition ends, and a fast typist's next letters would be lost ("saint" → "st").
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
): [Record<K, string>, (changes: Partial<Record<K, string>>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  // The params written by the last changes, while the URL has not caught up with them: `base` is
  // the URL's params they started from (React Router keeps one object per query string), so a
  // navigation of any other kind (a link, the back button) makes them stale at once.
  const [pending, setPending] = useState<{ base: URLSearchParams; next: URLSearchParams } | null>(null);
  const shown = pending && pending.base === searchParams ? pending.next : searchParams;
  // React Router's functional setter is handed the params of the last render, not of the last
  // update: two changes before a re-render (clear the search, then pick a category) would lose
  // the first. Each change therefore starts from the latest params we wrote ourselves.
  const latest = useRef(shown);
  // eslint-disable-next-line react-hooks/refs -- the ref mirrors the last rendered params (why: above)
  latest.current = shown;
  const values = Object.fromEntries(keys.map((key) => [key, shown.get(key) ?? ''])) as Record<K, string>;
  const update = useCallback(
    (changes: Partial<Record<K, string>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      latest.current = next;
      setPending({ base: searchParams, next });
      startTransition(() => setSearchParams(next, { replace: true, preventScrollReset: true }));
    },
    [searchParams, setSearchParams],
  );
  return [values, update];
}
