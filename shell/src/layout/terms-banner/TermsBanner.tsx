import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api, TEXTS } from '@wado/shared';
import styles from './TermsBanner.module.css';

/**
 * Spec §4: shown until the server reports an existing acceptance (and whenever that check fails);
 * hidden only once recording the acceptance succeeds.
 */
export function TermsBanner() {
  const [visible, setVisible] = useState(true);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let cancelled = false;
    api.isAlreadyAccepted().then(
      ({ accepted }) => {
        if (!cancelled && accepted === true) setVisible(false);
      },
      () => undefined, // The check failed: the banner stays.
    );
    return () => {
      cancelled = true;
    };
  }, []);

  if (!visible) return null;

  const accept = () => {
    setSending(true);
    api.acceptCookies().then(
      () => setVisible(false),
      () => setSending(false), // Not recorded: the banner stays, the visitor can try again.
    );
  };

  return (
    <section className={styles.banner} aria-label="Conditions générales d'utilisation">
      <p className={styles.text}>
        {TEXTS.termsBanner.before}
        <Link to="/terms_of_use">{TEXTS.termsBanner.link}</Link>
        {TEXTS.termsBanner.after}
      </p>
      <button type="button" className={styles.accept} onClick={accept} disabled={sending}>
        {TEXTS.termsBanner.accept}
      </button>
    </section>
  );
}
