import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  api,
  ApiError,
  ESPACE_EMAIL_CHANGE_INVALID,
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

/** The shape of a link's secret (`EspaceEmailChangeConfirm`): anything else is no link, and is not sent. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** Each link's secret is sent once per page, whatever React does (StrictMode mounts twice): it works once. */
const confirmations = new Map<string, Promise<EspaceHousehold>>();

function confirmChange(token: string): Promise<EspaceHousehold> {
  let confirming = confirmations.get(token);
  if (!confirming) {
    confirming = api.confirmEspaceEmailChange(token);
    confirmations.set(token, confirming);
  }
  return confirming;
}

type Outcome = { status: 'confirming' } | { status: 'invalid' } | { status: 'failed'; message: string };

/**
 * `/espace/adresse/:token`, the page the link e-mailed to a new address opens: its secret is sent
 * once; the household moves, and the space of the new address opens at `/espace` in place of this
 * address (the secret leaves the address bar and the history), saying it is done. A link used or
 * expired: `ESPACE_EMAIL_CHANGE_INVALID`, and the sign-in form.
 */
export function EmailChangePage() {
  const { token = '' } = useParams();
  return <EmailChangeConfirming key={token} token={token} />;
}

function EmailChangeConfirming({ token }: { token: string }) {
  const navigate = useNavigate();
  const { signedIn } = useEspaceSession();
  useDocumentTitle(ESPACE_TEXTS.title);
  const wellFormed = TOKEN_PATTERN.test(token);
  const [outcome, setOutcome] = useState<Outcome>(wellFormed ? { status: 'confirming' } : { status: 'invalid' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wellFormed) return undefined;
    let current = true;
    confirmChange(token).then(
      (household) => {
        if (!current) return;
        signedIn(household, ESPACE_TEXTS.emailChanged(household.email));
        navigate(ESPACE_PATH, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) setOutcome({ status: 'invalid' });
        else {
          // Not an answer about the link (network down, server error): it may still work.
          confirmations.delete(token);
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
    case 'confirming':
      return (
        <EspaceFrame>
          <p className={styles.opening} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {ESPACE_TEXTS.confirmingEmail}
          </p>
        </EspaceFrame>
      );
    case 'failed':
      return (
        <EspaceFrame>
          <Notice
            title={ESPACE_TEXTS.confirmEmailFailed}
            action={{
              label: ESPACE_TEXTS.retry,
              onClick: () => {
                setOutcome({ status: 'confirming' });
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
          <SignInForm notice={{ kind: 'alert', text: ESPACE_EMAIL_CHANGE_INVALID }} />
        </EspaceFrame>
      );
  }
}
