import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, ApiError, type CurrentPerson } from '@wado/shared';
import { SESSION_EXPIRED_EVENT } from '@wado/shared/admin';

/** What the back office knows of who is there. */
export type SessionState =
  | { status: 'loading' }
  /** `expired`: the session ended while the back office was open. */
  | { status: 'signed-out'; expired?: boolean }
  | { status: 'signed-in'; person: CurrentPerson }
  /** The server could not say (network down, 5xx): neither signed in nor out. */
  | { status: 'error'; message: string };

interface Session {
  state: SessionState;
  /** After a sign-in or an accepted invitation: the person the server answered with. */
  signedIn: (person: CurrentPerson) => void;
  /** Ends the session on the server, then here. */
  signOut: () => Promise<void>;
  /** Asks the server again (after an error, or a 401 met by a screen). */
  refresh: () => void;
}

const SessionContext = createContext<Session | null>(null);

/** Asks the server who is signed in (`GET /api/auth/me`) once, and keeps the answer for every screen. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    api.me().then(
      (person) => current && setState({ status: 'signed-in', person }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403))
          setState({ status: 'signed-out' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // A screen's data refused for want of a session: signed out here too (the page asks to sign in).
  useEffect(() => {
    const expired = () =>
      setState((previous) => (previous.status === 'signed-in' ? { status: 'signed-out', expired: true } : previous));
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  }, []);

  const signedIn = useCallback((person: CurrentPerson) => setState({ status: 'signed-in', person }), []);
  const signOut = useCallback(async () => {
    try {
      await api.logout();
    } finally {
      // Signed out here whatever the server said: the next call would tell anyway.
      setState({ status: 'signed-out' });
    }
  }, []);
  const refresh = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  const session = useMemo(() => ({ state, signedIn, signOut, refresh }), [state, signedIn, signOut, refresh]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession hors de SessionProvider');
  return session;
}

/** The signed-in person, for screens behind RequireSignIn. */
export function useSignedInPerson(): CurrentPerson {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('Écran réservé aux personnes connectées');
  return state.person;
}
