import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  api,
  ApiError,
  ESPACE_LINK_INVALID,
  ESPACE_PATH,
  Notice,
  useDocumentTitle,
  type EspaceHousehold,
} from '@wado/shared';
import { EspaceFrame } from './EspacePage';
import { useEspaceSession } from './session';
import { SignInForm } from './SignInForm';
import { ESPACE_TEXTS } from './texts';
import styles from './Espace.module.css';

/** The shape of a link's secret (`EspaceSessionRequest`): anything else is no link, and is not sent. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Each link's secret is sent once per page, whatever React does (StrictMode mounts twice, a
 * remount): it works only once, and a second request would undo the first one's success.
 */
const openings = new Map<string, Promise<EspaceHousehold>>();

function openSession(token: string): Promise<EspaceHousehold> {
  let opening = openings.get(token);
  if (!opening) {
    opening = api.openEspaceSession(token);
    openings.set(token, opening);
  }
  return opening;
}

type Outcome = { status: 'opening' } | { status: 'invalid' } | { status: 'failed'; message: string };

/**
 * `/espace/connexion/:token`, the page a sign-in link opens: its secret is sent once; then on to
 * `/espace` in place of this address (the secret leaves the address bar and the history). A link
 * used or expired: `ESPACE_LINK_INVALID`, and the form to ask for a new one.
 */
export function LinkPage() {
  const { token = '' } = useParams();
  // Another link opened in place of this one: all anew.
  return <LinkOpening key={token} token={token} />;
}

function LinkOpening({ token }: { token: string }) {
  const navigate = useNavigate();
  const { signedIn } = useEspaceSession();
  useDocumentTitle(ESPACE_TEXTS.title);
  const wellFormed = TOKEN_PATTERN.test(token);
  const [outcome, setOutcome] = useState<Outcome>(wellFormed ? { status: 'opening' } : { status: 'invalid' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wellFormed) return undefined;
    let current = true;
    openSession(token).then(
      (household) => {
        if (!current) return;
        signedIn(household);
        navigate(ESPACE_PATH, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) setOutcome({ status: 'invalid' });
        else {
          // Not an answer about the link (network down, server error): it may still work.
          openings.delete(token);
          setOutcome({
            status: 'failed',
            message: error instanceof ApiError && error.status !== 0 ? error.message : ESPACE_TEXTS.unreachable,
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [token, wellFormed, attempt, signedIn, navigate]);

  switch (outcome.status) {
    case 'opening':
      return (
        <EspaceFrame>
          <p className={styles.opening} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {ESPACE_TEXTS.opening}
          </p>
        </EspaceFrame>
      );
    case 'failed':
      return (
        <EspaceFrame>
          <Notice
            title={ESPACE_TEXTS.openFailed}
            action={{
              label: ESPACE_TEXTS.retry,
              onClick: () => {
                setOutcome({ status: 'opening' });
                setAttempt((value) => value + 1);
              },
            }}
          >
            <p>{outcome.message}</p>
          </Notice>
        </EspaceFrame>
      );
    case 'invalid':
      return (
        <EspaceFrame>
          <SignInForm notice={{ kind: 'alert', text: ESPACE_LINK_INVALID }} />
        </EspaceFrame>
      );
  }
}
