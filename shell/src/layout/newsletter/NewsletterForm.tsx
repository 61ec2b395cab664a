import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api, isValidEmail, Popup, TEXTS, useSiteSettings } from '@wado/shared';
import styles from './NewsletterForm.module.css';

/** Spec §9: the success and error banners stay 5 seconds. */
export const BANNER_DURATION_MS = 5_000;

type Status = 'idle' | 'loading' | 'success' | 'error';

/**
 * Spec §4, §5, §8: an invalid address raises the alert and sends nothing; while sending the
 * button reads 'Chargement...' and is disabled; the outcome shows for 5 seconds, and after a
 * success the input is cleared once those 5 seconds are over.
 */
export function NewsletterForm() {
  const site = useSiteSettings();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputId = useId();
  const consentId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const finish = (outcome: 'success' | 'error') => {
    setStatus(outcome);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setStatus('idle');
      if (outcome === 'success') setEmail('');
    }, BANNER_DURATION_MS);
  };

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
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.title}>
        {TEXTS.newsletter.title}
      </h2>
      <p className={styles.intro}>{TEXTS.newsletter.intro}</p>
      <label htmlFor={inputId} className={styles.label}>
        {TEXTS.newsletter.label}
      </label>
      <div className={styles.row}>
        <input
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
        <Popup type="success" message={TEXTS.newsletter.success} displayed={status === 'success'} />
        <Popup type="error" message={TEXTS.newsletter.error(site?.email ?? '')} displayed={status === 'error'} />
      </div>
    </form>
  );
}
