import { useEffect, useId, useRef, useState } from 'react';
import { api, ApiError, buttonClassName, type EspaceErasure, type EspaceErasureItem } from '@wado/shared';
import { isUnauthorized, useEspaceSession } from './session';
import { ESPACE_TEXTS } from './texts';
import styles from './Espace.module.css';

type Step =
  | { status: 'idle' }
  | { status: 'loading' }
  /** The server's list of what would be erased and kept, to confirm. */
  | { status: 'confirm'; preview: EspaceErasure; erasing: boolean };

const failureOf = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 ? error.message : ESPACE_TEXTS.unreachable;

/** What is erased, one line each. */
export function ErasedList({ items }: { items: readonly EspaceErasureItem[] }) {
  return (
    <ul className={styles.erasureList}>
      {items.map((item) => (
        <li key={item.id}>{item.what}</li>
      ))}
    </ul>
  );
}

/** What is kept: what, why and until when. */
export function KeptList({ items }: { items: readonly EspaceErasureItem[] }) {
  if (items.length === 0) return <p>{ESPACE_TEXTS.erasureNothingKept}</p>;
  return (
    <ul className={styles.erasureList}>
      {items.map((item) => (
        <li key={item.id}>
          <strong>{item.what}</strong>
          <dl className={styles.facts}>
            <dt>{ESPACE_TEXTS.why}</dt>
            <dd>{item.why}</dd>
            <dt>{ESPACE_TEXTS.until}</dt>
            <dd>{item.until}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * « Effacer vos données »: a button, then the confirmation step, which shows what the server would
 * erase at once and what it must keep (why, until when) before anything is done; confirmed, the
 * erasure is done in one go and the space shows its report (the session is over).
 */
export function Erasure() {
  const ids = useId();
  const { signInRequired, erased } = useEspaceSession();
  const [step, setStep] = useState<Step>({ status: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const askButton = useRef<HTMLButtonElement>(null);

  const confirming = step.status === 'confirm';
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const fail = (error: unknown) => {
    if (isUnauthorized(error)) signInRequired();
    else setProblem(failureOf(error));
  };

  const ask = async () => {
    if (step.status !== 'idle') return;
    setProblem(null);
    setStep({ status: 'loading' });
    try {
      setStep({ status: 'confirm', preview: await api.getEspaceErasure(), erasing: false });
    } catch (error) {
      setStep({ status: 'idle' });
      fail(error);
    }
  };

  const confirm = async () => {
    if (step.status !== 'confirm' || step.erasing) return;
    setProblem(null);
    setStep({ ...step, erasing: true });
    try {
      erased(await api.eraseEspace());
    } catch (error) {
      setStep({ ...step, erasing: false });
      fail(error);
    }
  };

  const cancel = () => {
    setStep({ status: 'idle' });
    setProblem(null);
    // The dialog's content is gone: the focus goes back to the button that opened it.
    requestAnimationFrame(() => askButton.current?.focus());
  };

  return (
    <section aria-labelledby={`${ids}-title`} className={styles.subsection}>
      <h3 id={`${ids}-title`}>{ESPACE_TEXTS.erasure}</h3>
      <p>{ESPACE_TEXTS.erasureIntro}</p>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {step.status !== 'confirm' ? (
        <button
          ref={askButton}
          type="button"
          className={styles.secondary}
          onClick={() => void ask()}
          aria-disabled={step.status === 'loading' || undefined}
        >
          {step.status === 'loading' ? ESPACE_TEXTS.erasureLoading : ESPACE_TEXTS.erasureAsk}
        </button>
      ) : (
        <div className={styles.confirmBox} role="group" aria-labelledby={`${ids}-confirm`}>
          <h4 id={`${ids}-confirm`} ref={confirmHeading} tabIndex={-1}>
            {ESPACE_TEXTS.erasureConfirmTitle}
          </h4>
          <h5>{ESPACE_TEXTS.erasureWillErase}</h5>
          <ErasedList items={step.preview.erased} />
          <h5>{ESPACE_TEXTS.erasureWillKeep}</h5>
          <KeptList items={step.preview.kept} />
          <p className={styles.warning}>{ESPACE_TEXTS.erasureWarning}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={`${buttonClassName} ${styles.danger}`}
              onClick={() => void confirm()}
              aria-disabled={step.erasing || undefined}
            >
              {step.erasing ? ESPACE_TEXTS.erasing : ESPACE_TEXTS.erasureConfirm}
            </button>
            <button type="button" className={styles.secondary} onClick={cancel}>
              {ESPACE_TEXTS.cancel}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
