import { createContext, createElement, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../api/http';

/** What a part of « Mon espace » knows about the data it asked the API for. */
export type EspaceData<T> =
  | { status: 'loading' }
  /** `refreshing`: loaded again after a change, the list staying shown meanwhile. */
  | { status: 'ready'; data: T; refreshing: boolean }
  /** Network down, 5xx, 404…: the server's French message. */
  | { status: 'error'; message: string };

/** The server's French message (`ApiError` carries it), or a plain sentence. */
export const espaceErrorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Le serveur est injoignable.';

/** Whether the space's session is over (the server answered 401): the sign-in form must come back. */
export const isEspaceSignInRequired = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * What the shell does when a request of the space finds its session over: it brings back the
 * sign-in form, with `ESPACE_SIGN_IN_REQUIRED`, for the whole page. Outside the shell's space (a
 * remote's standalone preview, a component test) nobody listens, and the part shows the message.
 */
const SignInRequiredContext = createContext<(() => void) | null>(null);

/** The shell's space gives `onSignInRequired` to every part under it (remotes included: one `@wado/shared`). */
export function EspaceSignInRequiredProvider({
  onSignInRequired,
  children,
}: {
  onSignInRequired: () => void;
  children: ReactNode;
}) {
  return createElement(SignInRequiredContext.Provider, { value: onSignInRequired }, children);
}

/**
 * The callback a part calls after a 401 of its own (an action, not a load: a cancellation, a
 * download checked first): the shell's, or null outside the space.
 */
export const useEspaceSignInRequired = () => useContext(SignInRequiredContext);

/**
 * Loads a part's data in the browser only (the space's session is a cookie of the browser). `retry`
 * shows the loading state again; `refresh` keeps what is shown until the new answer arrives (the
 * focus stays where it is). Every failure, a 404 included, is an error with its message
 * (`useResource` would turn a 404 into « missing » and lose the message), except a 401 under the
 * shell's space: the session is over, and the whole space goes back to the sign-in form (the part
 * stays loading meanwhile, it is about to go). Shared by the remotes' parts of the space. `load`
 * must keep its identity (a function of the module).
 */
export function useEspaceData<T>(load: () => Promise<T>): {
  state: EspaceData<T>;
  retry: () => void;
  refresh: () => void;
} {
  const [state, setState] = useState<EspaceData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const onSignInRequired = useContext(SignInRequiredContext);

  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (live) setState({ status: 'ready', data, refreshing: false });
      },
      (error: unknown) => {
        if (!live) return;
        if (onSignInRequired && isEspaceSignInRequired(error)) onSignInRequired();
        else setState({ status: 'error', message: espaceErrorMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt, onSignInRequired]);

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
