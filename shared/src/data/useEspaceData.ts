import { useCallback, useEffect, useState } from 'react';

/** What a part of « Mon espace » knows about the data it asked the API for. */
export type EspaceData<T> =
  | { status: 'loading' }
  /** `refreshing`: loaded again after a change, the list staying shown meanwhile. */
  | { status: 'ready'; data: T; refreshing: boolean }
  /** Network down, session over, 5xx…: the server's French message. */
  | { status: 'error'; message: string };

/** The server's French message (`ApiError` carries it), or a plain sentence. */
export const espaceErrorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Le serveur est injoignable.';

/**
 * Loads a part's data in the browser only (the space's session is a cookie of the browser). `retry`
 * shows the loading state again; `refresh` keeps what is shown until the new answer arrives (the
 * focus stays where it is). Every failure, a 404 included, is an error with its message
 * (`useResource` would turn a 404 into « missing » and lose the message). Shared by the remotes'
 * parts of the space. `load`
 * must keep its identity (a function of the module).
 */
export function useEspaceData<T>(load: () => Promise<T>): {
  state: EspaceData<T>;
  retry: () => void;
  refresh: () => void;
} {
  const [state, setState] = useState<EspaceData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (live) setState({ status: 'ready', data, refreshing: false });
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', message: espaceErrorMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  const refresh = useCallback(() => {
    setState((current) => (current.status === 'ready' ? { ...current, refreshing: true } : { status: 'loading' }));
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry, refresh };
}
