import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  api,
  ApiError,
  buttonClassName,
  EMAIL_MAX_LENGTH,
  ESPACE_LINK_REQUESTED,
  filterFieldClass,
  isValidEmail,
} from '@wado/shared';
import { ESPACE_TEXTS } from './texts';
import styles from './Espace.module.css';

/** A message above the form: why it is shown (signed out, session over, link used). */
export interface SignInNotice {
  /** `alert` for a failure (a link that no longer works), `status` for news. */
  kind: 'status' | 'alert';
  text: string;
}

/** The server's French message (a bad address, too many requests), or ours when it cannot be reached. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : ESPACE_TEXTS.unreachable;
}

/**
 * The e-mail form of the space: the server e-mails a one-use sign-in link if it knows the address.
 * Its answer is the same whether it knows it or not (`ESPACE_LINK_REQUESTED`), so the page says
 * nothing of who has a licence. The address is checked here first: nothing is sent while it is
 * empty or not an address.
 */
export function SignInForm({ notice }: { notice: SignInNotice | null }) {
  const ids = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  const noticeBox = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [noticeShown, setNoticeShown] = useState(true);

  // What was focused is gone (the sign-out button, the link page's wait): the message takes the
  // focus, so that it is read and the next Tab goes on to the form.
  const noticeText = notice?.text;
  useEffect(() => {
    if (noticeText) noticeBox.current?.focus();
  }, [noticeText]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    const wrong = !address ? ESPACE_TEXTS.missing : isValidEmail(address) ? null : ESPACE_TEXTS.invalid;
    setNoticeShown(false);
    setSent(false);
    setProblem(wrong);
    if (wrong) {
      emailInput.current?.focus();
      return;
    }
    setSending(true);
    try {
      await api.requestEspaceLink(address);
      setSent(true);
    } catch (error) {
      setProblem(failureMessage(error));
      emailInput.current?.focus();
    } finally {
      setSending(false);
    }
  };

  const errorId = `${ids}-error`;
  return (
    <>
      {notice && noticeShown && (
        <div
          ref={noticeBox}
          tabIndex={-1}
          role={notice.kind}
          className={notice.kind === 'alert' ? styles.alert : styles.info}
        >
          {notice.text}
        </div>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={filterFieldClass}>
          <label htmlFor={`${ids}-email`}>{ESPACE_TEXTS.emailLabel}</label>
          <input
            ref={emailInput}
            id={`${ids}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
          {problem && (
            <p id={errorId} role="alert" className={styles.fieldError}>
              {problem}
            </p>
          )}
        </div>
        <button type="submit" className={buttonClassName} aria-disabled={sending || undefined}>
          {sending ? ESPACE_TEXTS.sending : ESPACE_TEXTS.submit}
        </button>
      </form>
      {/* Always in the page, so that what appears in it is announced. */}
      <div role="status" className={styles.live}>
        {sent && <p className={styles.success}>{ESPACE_LINK_REQUESTED}</p>}
      </div>
      {sent && <p className={styles.muted}>{ESPACE_TEXTS.spamHint}</p>}
    </>
  );
}
