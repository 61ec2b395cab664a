import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, ApiError, EspaceSignInRequiredProvider, type EspaceErasure, type EspaceHousehold } from '@wado/shared';
import { ESPACE_TEXTS } from './texts';

/** Why the sign-in form is shown again: the person signed out, or the session ended (a 401). */
export type SignedOutReason = 'signed-out' | 'sign-in-required';

export type EspaceSessionState =
  /** Nobody has asked the server yet (the link page does not: it opens a session itself). */
  | { status: 'unknown' }
  | { status: 'loading' }
  | { status: 'signed-out'; reason: SignedOutReason | null }
  /** `notice`: news to show above the household (the address was just changed). */
  | { status: 'signed-in'; household: EspaceHousehold; notice?: string }
  /** The household's data were erased: what was erased and kept (the session is over). */
  | { status: 'erased'; report: EspaceErasure }
  /** The server could not say (network down, 5xx): its message, and a retry. */
  | { status: 'unavailable'; message: string };

export interface EspaceSession {
  state: EspaceSessionState;
  /** Asks the server who is signed in (`GET /api/espace/household`). */
  check: () => void;
  /** A sign-in link (or a new address's confirmation) was used: its answer is the household. */
  signedIn: (household: EspaceHousehold, notice?: string) => void;
  /** A request found the session over (a 401): back to the sign-in form, with `ESPACE_SIGN_IN_REQUIRED`. */
  signInRequired: () => void;
  /** The household's data were erased: the report replaces the space. */
  erased: (report: EspaceErasure) => void;
  /** Ends the session; resolves with a French message when it could not. */
  signOut: () => Promise<string | null>;
}

const SessionContext = createContext<EspaceSession | null>(null);

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : ESPACE_TEXTS.unreachable);

/** `setTimeout` takes at most 2^31 - 1 ms (24.8 days). */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * The space's session, for every screen of `/espace`: who is signed in, and the household. A 401
 * on a later call (the session ended while the page was open), the shell's or any part's (through
 * `useEspaceData`, which calls `signInRequired` given by `EspaceSignInRequiredProvider`), brings the
 * sign-in form back with `ESPACE_SIGN_IN_REQUIRED`; the server is asked again when the visitor comes
 * back to the tab and when the session is due to end.
 */
export function EspaceSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<EspaceSessionState>({ status: 'unknown' });
  const checking = useRef<Promise<void> | null>(null);

  const check = useCallback(() => {
    // One request at a time (React's StrictMode runs effects twice; a tab shown twice quickly).
    if (checking.current) return;
    setState((previous) => (previous.status === 'signed-in' ? previous : { status: 'loading' }));
    checking.current = api
      .getHousehold()
      .then(
        (household) => setState({ status: 'signed-in', household }),
        (error: unknown) =>
          setState((previous) => {
            if (isUnauthorized(error))
              return { status: 'signed-out', reason: previous.status === 'signed-in' ? 'sign-in-required' : null };
            // A check in the background that fails otherwise (network down) leaves the page as it is.
            if (previous.status === 'signed-in') return previous;
            return { status: 'unavailable', message: messageOf(error) };
          }),
      )
      .finally(() => {
        checking.current = null;
      });
  }, []);

  const signedIn = useCallback(
    (household: EspaceHousehold, notice?: string) =>
      setState(notice ? { status: 'signed-in', household, notice } : { status: 'signed-in', household }),
    [],
  );
  const signInRequired = useCallback(
    () =>
      setState((previous) =>
        previous.status === 'signed-in' ? { status: 'signed-out', reason: 'sign-in-required' } : previous,
      ),
    [],
  );
  const erased = useCallback((report: EspaceErasure) => setState({ status: 'erased', report }), []);

  const signOut = useCallback(async () => {
    try {
      await api.signOutOfEspace();
    } catch (error) {
      // Already over on the server (a 401): signed out all the same.
      if (!isUnauthorized(error))
        return error instanceof ApiError && error.status !== 0 ? error.message : ESPACE_TEXTS.signOutFailed;
    }
    setState({ status: 'signed-out', reason: 'signed-out' });
    return null;
  }, []);

  const expiresAt = state.status === 'signed-in' ? Date.parse(state.household.expiresAt) : Number.NaN;
  const signedInNow = state.status === 'signed-in';
  useEffect(() => {
    if (!signedInNow) return undefined;
    // Back to a tab left open (a shared family computer): is the session still there?
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    const timer = Number.isNaN(expiresAt)
      ? undefined
      : setTimeout(check, Math.min(Math.max(expiresAt - Date.now() + 1000, 0), MAX_TIMEOUT_MS));
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(timer);
    };
  }, [signedInNow, expiresAt, check]);

  const session = useMemo(
    () => ({ state, check, signedIn, signInRequired, erased, signOut }),
    [state, check, signedIn, signInRequired, erased, signOut],
  );
  // Every part of the space, the remotes' included, reports a 401 here (`useEspaceData`).
  return (
    <SessionContext.Provider value={session}>
      <EspaceSignInRequiredProvider onSignInRequired={signInRequired}>{children}</EspaceSignInRequiredProvider>
    </SessionContext.Provider>
  );
}

export function useEspaceSession(): EspaceSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useEspaceSession hors de EspaceSessionProvider');
  return session;
}
