import { useId, useRef, useState, type FormEvent } from 'react';
import { api, ApiError, buttonClassName, EMAIL_MAX_LENGTH, filterFieldClass, isValidEmail } from '@wado/shared';
import { isUnauthorized, useEspaceSession } from './session';
import { ESPACE_TEXTS } from './texts';
import styles from './Espace.module.css';

/**
 * « Changer d’adresse e-mail »: the household moves to a new address once a link e-mailed there is
 * opened (`/espace/adresse/:token`). The screen says what moves (the licensees) and what does not
 * (orders, donations, registrations: records of what happened). The address is checked here first;
 * the server refuses the same address, or a household without licensee, with its French message.
 */
export function ChangeEmail({ current }: { current: string }) {
  const ids = useId();
  const { signInRequired } = useEspaceSession();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    const wrong = !address ? ESPACE_TEXTS.missing : isValidEmail(address) ? null : ESPACE_TEXTS.invalid;
    setSent(null);
    setProblem(wrong);
    if (wrong) {
      input.current?.focus();
      return;
    }
    setSending(true);
    try {
      const { message } = await api.requestEspaceEmailChange(address);
      setSent(message);
      setEmail('');
    } catch (error) {
      if (isUnauthorized(error)) {
        signInRequired();
        return;
      }
      setProblem(error instanceof ApiError && error.status !== 0 ? error.message : ESPACE_TEXTS.unreachable);
      input.current?.focus();
    } finally {
      setSending(false);
    }
  };

  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;
  return (
    <section aria-labelledby={`${ids}-title`} className={styles.subsection}>
      <h3 id={`${ids}-title`}>{ESPACE_TEXTS.changeEmail}</h3>
      <p>{ESPACE_TEXTS.changeEmailIntro}</p>
      <p className={styles.note}>{ESPACE_TEXTS.changeEmailKept}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={filterFieldClass}>
          <label htmlFor={`${ids}-email`}>{ESPACE_TEXTS.newEmailLabel}</label>
          <p id={hintId} className={`${styles.hint} ${styles.email}`}>
            {`Adresse actuelle : ${current}`}
          </p>
          <input
            ref={input}
            id={`${ids}-email`}
            name="new-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          />
          {problem && (
            <p id={errorId} role="alert" className={styles.fieldError}>
              {problem}
            </p>
          )}
        </div>
        <button type="submit" className={buttonClassName} aria-disabled={sending || undefined}>
          {sending ? ESPACE_TEXTS.sending : ESPACE_TEXTS.changeEmailSubmit}
        </button>
      </form>
      <div role="status" className={styles.live}>
        {sent && <p className={styles.success}>{sent}</p>}
      </div>
    </section>
  );
}
