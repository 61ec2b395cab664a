import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/client';

/** What a screen knows about the data it asked the API for. */
export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The API answered 404: an unknown id or an unpublished page. */
  | { status: 'missing' }
  /** Anything else: network down, 5xx, 4xx (with the server's French message). */
  | { status: 'error'; message: string };

/**
 * Loads `load()` when `key` changes (a screen's id, filters or page number), ignores answers that
 * arrive after the key changed, and gives a `reload` for the retry button.
 */
export function useResource<T>(load: () => Promise<T>, key: string): [ResourceState<T>, () => void] {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'missing' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
    // `key` names what is loaded; `load` is usually a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return [state, reload];
}
