import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ESPACE_REMOTES,
  ESPACE_SIGN_IN_REQUIRED,
  Loading,
  Notice,
  useDocumentTitle,
  type EspaceErasure,
  type EspaceHousehold,
} from '@wado/shared';
import { ErasedList, KeptList } from './Erasure';
import { Household } from './Household';
import { RemoteParts } from './RemoteParts';
import { useEspaceSession, type SignedOutReason } from './session';
import { SignInForm, type SignInNotice } from './SignInForm';
import { ESPACE_TEXTS } from './texts';
import { YourData } from './YourData';
import styles from './Espace.module.css';

const SIGNED_OUT_NOTICES: Record<SignedOutReason, SignInNotice> = {
  'signed-out': { kind: 'status', text: ESPACE_TEXTS.signedOut },
  'sign-in-required': { kind: 'status', text: ESPACE_SIGN_IN_REQUIRED },
};

/** The page of the space: its heading, and what is under it. */
export function EspaceFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{ESPACE_TEXTS.title}</h1>
      {children}
    </div>
  );
}

function SignedOut({ reason }: { reason: SignedOutReason | null }) {
  return (
    <EspaceFrame>
      <p className={styles.lead}>{ESPACE_TEXTS.intro}</p>
      <SignInForm notice={reason ? SIGNED_OUT_NOTICES[reason] : null} />
    </EspaceFrame>
  );
}

/** After an erasure: what was erased, and what is kept, why and until when; the session is over. */
function Erased({ report }: { report: EspaceErasure }) {
  const { check } = useEspaceSession();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <EspaceFrame>
      <div className={styles.report}>
        <h2 ref={heading} tabIndex={-1} className={styles.reportTitle}>
          {ESPACE_TEXTS.erasedTitle}
        </h2>
        <p role="status" className={styles.success}>
          {ESPACE_TEXTS.erasedIntro}
        </p>
        <h3>{ESPACE_TEXTS.erased}</h3>
        <ErasedList items={report.erased} />
        <h3>{ESPACE_TEXTS.kept}</h3>
        <KeptList items={report.kept} />
        <p>
          <button type="button" className={styles.secondary} onClick={check}>
            {ESPACE_TEXTS.backToSignIn}
          </button>
        </p>
      </div>
    </EspaceFrame>
  );
}

function SignedIn({ household, notice }: { household: EspaceHousehold; notice?: string }) {
  const { signOut } = useEspaceSession();
  const noticeBox = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeBox.current?.focus();
  }, [notice]);
  const [signingOut, setSigningOut] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const leave = async () => {
    if (signingOut) return;
    setSigningOut(true);
    setFailure(null);
    const problem = await signOut();
    // Signed out: this view is gone. Otherwise the button stays, with the reason.
    if (problem) {
      setFailure(problem);
      setSigningOut(false);
    }
  };

  return (
    <EspaceFrame>
      <div className={styles.account}>
        <p>
          {ESPACE_TEXTS.signedInAs} <strong className={styles.email}>{household.email}</strong>
        </p>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void leave()}
          aria-disabled={signingOut || undefined}
        >
          {signingOut ? ESPACE_TEXTS.signingOut : ESPACE_TEXTS.signOut}
        </button>
      </div>
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      {notice && (
        <p ref={noticeBox} tabIndex={-1} role="status" className={styles.info}>
          {notice}
        </p>
      )}
      <Household members={household.members} />
      {ESPACE_REMOTES.map((remote) => (
        <RemoteParts key={remote} remote={remote} />
      ))}
      <YourData email={household.email} />
    </EspaceFrame>
  );
}

/**
 * `/espace`: the sign-in form for a visitor; for someone signed in, the address, the household,
 * then each section's parts (licences, orders, registrations, donations), and their data.
 */
export function EspacePage() {
  const { state, check } = useEspaceSession();
  useDocumentTitle(ESPACE_TEXTS.title);

  useEffect(() => {
    if (state.status === 'unknown') check();
  }, [state.status, check]);

  switch (state.status) {
    case 'unknown':
    case 'loading':
      return <Loading />;
    case 'signed-out':
      return <SignedOut reason={state.reason} />;
    case 'unavailable':
      return (
        <EspaceFrame>
          <Notice title={ESPACE_TEXTS.unavailableTitle} action={{ label: ESPACE_TEXTS.retry, onClick: check }}>
            <p>{state.message}</p>
          </Notice>
        </EspaceFrame>
      );
    case 'signed-in':
      // Another address signed in on the same page: nothing of the previous household stays.
      return <SignedIn key={state.household.email} household={state.household} notice={state.notice} />;
    case 'erased':
      return <Erased report={state.report} />;
  }
}
