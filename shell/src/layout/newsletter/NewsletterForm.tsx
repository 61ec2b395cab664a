import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import {
  api,
  isValidEmail,
  NEWSLETTER_FORM_ID,
  NEWSLETTER_OUTCOME_PARAM,
  NEWSLETTER_OUTCOMES,
  NEWSLETTER_TYPED_EMAIL_KEY,
  Popup,
  TEXTS,
  useRenderedState,
  useSiteSettings,
  type NewsletterOutcome,
} from '@wado/shared';
import styles from './NewsletterForm.module.css';

/** Spec §9: the success and error banners stay 5 seconds. */
export const BANNER_DURATION_MS = 5_000;

/** `invalid`: an address the server refused, from a form the browser sent before the scripts ran. */
type Status = 'idle' | 'loading' | Outcome;
type Outcome = 'success' | 'error' | 'invalid';

/** The outcome of a form the browser sent itself, which the server put in the page's address. */
function outcomeOf(search: string): NewsletterOutcome | null {
  const value = new URLSearchParams(search).get(NEWSLETTER_OUTCOME_PARAM);
  const outcomes = Object.entries(NEWSLETTER_OUTCOMES) as [NewsletterOutcome, string][];
  return outcomes.find(([, text]) => text === value)?.[0] ?? null;
}

const STATUS_OF: Record<NewsletterOutcome, Outcome> = { sent: 'success', invalid: 'invalid', failed: 'error' };

/** The address of a refused form, as typed: rendered by the server (never in the URL), kept for hydrating. */
function typedEmailOf(state: ReturnType<typeof useRenderedState>): string {
  const data = state?.status === 'ready' ? (state.data as { email?: unknown }) : undefined;
  return typeof data?.email === 'string' ? data.email : '';
}

/** The page's address without the outcome: a reload or a shared link does not show it again. */
function forgetOutcome(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(NEWSLETTER_OUTCOME_PARAM)) return;
  url.searchParams.delete(NEWSLETTER_OUTCOME_PARAM);
  // The router's own entry (its state) is kept: only the address changes.
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Spec §4, §5, §8: an invalid address raises the alert and sends nothing; while sending the
 * button reads 'Chargement...' and is disabled; the outcome shows for 5 seconds, and after a
 * success the input is cleared once those 5 seconds are over.
 *
 * Before the page's scripts run, the form is sent by the browser itself (`method="post"`): the
 * server answers with a redirect back to this page and its outcome (`?newsletter=…#newsletter`),
 * which the form shows, with the address as typed when it was refused.
 */
export function NewsletterForm() {
  const site = useSiteSettings();
  const { search } = useLocation();
  const typed = useRenderedState(NEWSLETTER_TYPED_EMAIL_KEY);
  const [serverOutcome] = useState(() => outcomeOf(search));
  const [email, setEmail] = useState(() => (serverOutcome && serverOutcome !== 'sent' ? typedEmailOf(typed) : ''));
  const [status, setStatus] = useState<Status>(() => (serverOutcome ? STATUS_OF[serverOutcome] : 'idle'));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const consentId = useId();

  const finish = (outcome: Outcome) => {
    setStatus(outcome);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setStatus('idle');
      if (outcome === 'success') setEmail('');
    }, BANNER_DURATION_MS);
  };

  useEffect(() => {
    // Typed before the page was taken over: the field keeps it (React would otherwise send '').
    const typed = input.current?.value;
    if (typed !== undefined && typed !== email) setEmail(typed);
    // The server's outcome, once the scripts run: shown its 5 seconds like the scripts' own.
    if (serverOutcome) {
      finish(STATUS_OF[serverOutcome]);
      forgetOutcome();
    }
    return () => clearTimeout(timer.current);
    // Once, when the page is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'loading') return;
    const address = email.trim();
    if (!isValidEmail(address)) {
      window.alert(TEXTS.newsletter.invalidEmail);
      return;
    }
    setStatus('loading');
    api
      // The address only: the server records the page (Referer) and the wording version itself.
      .subscribeNewsletter({ email: address })
      .then(
        () => finish('success'),
        () => finish('error'),
      );
  };

  const loading = status === 'loading';
  return (
    <form
      id={NEWSLETTER_FORM_ID}
      className={styles.form}
      // Without scripts the browser sends it; with them, `submit` does (no page load).
      method="post"
      action="/api/newsletter"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${inputId}-title`}
    >
      <h2 id={`${inputId}-title`} className={styles.title}>
        {TEXTS.newsletter.title}
      </h2>
      <p className={styles.intro}>{TEXTS.newsletter.intro}</p>
      <label htmlFor={inputId} className={styles.label}>
        {TEXTS.newsletter.label}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          placeholder={TEXTS.newsletter.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={consentId}
        />
        <button type="submit" className={styles.submit} disabled={loading}>
          {loading ? TEXTS.loading : TEXTS.newsletter.submit}
        </button>
      </div>
      <p id={consentId} className={styles.consent}>
        {TEXTS.newsletter.consent} <Link to="/confidentialite">Politique de confidentialité</Link>
      </p>
      <div aria-live="polite">
        <Popup
          type="success"
          message={TEXTS.newsletter.success}
          detail={TEXTS.newsletter.confirmationSent}
          displayed={status === 'success'}
        />
        <Popup type="error" message={TEXTS.newsletter.error(site?.email ?? '')} displayed={status === 'error'} />
        <Popup type="error" message={TEXTS.newsletter.invalidEmail} displayed={status === 'invalid'} />
      </div>
    </form>
  );
}
