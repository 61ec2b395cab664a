import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@wado/shared';

/** What a back-office screen knows about the data it asked for. */
export type AdminDataState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; httpStatus: number; message: string };

/**
 * Sent on `window` when a screen's data is refused for want of a session (401: it expired, or was
 * ended elsewhere): the shell then asks the person to sign in again, and comes back to the page.
 * Only loads send it: a refused save keeps its form and says why, so that nothing typed is lost.
 */
export const SESSION_EXPIRED_EVENT = 'wado:session-expired';

/** The French message of a failed call (the server's own when it gave one). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error && error.message ? error.message : 'Une erreur inattendue est survenue.';
}

/**
 * Loads `load()` whenever `key` changes, ignores answers that arrive after it changed, and gives
 * `reload` (a retry button) and `replace` (a save answered the new state: no second call). The
 * back office is rendered in the browser only: no server state to take over.
 */
export function useAdminData<T>(
  load: () => Promise<T>,
  key: string,
): { state: AdminDataState<T>; reload: () => void; replace: (data: T) => void } {
  const [attempt, setAttempt] = useState(0);
  /** The last answer, and which load it answers: another key (or a retry) means loading again. */
  const [result, setResult] = useState<{ load: string; state: AdminDataState<T> } | null>(null);
  const current = `${attempt}:${key}`;
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setResult({ load: current, state: { status: 'ready', data } }),
      (error: unknown) => {
        if (!live) return;
        const httpStatus = error instanceof ApiError ? error.status : 0;
        setResult({ load: current, state: { status: 'error', httpStatus, message: errorMessage(error) } });
        if (httpStatus === 401) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new function at each render: `key` says when the data to load changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const replace = useCallback((data: T) => setResult({ load: current, state: { status: 'ready', data } }), [current]);
  const state: AdminDataState<T> = result?.load === current ? result.state : { status: 'loading' };
  return { state, reload, replace };
}
