import { Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api, TEXTS, useResource } from '@wado/shared';
import styles from './TermsBanner.module.css';

/** The key of the acceptance check: the server renders it from the visitor's cookie. */
export const TERMS_ACCEPTANCE_KEY = 'terms-acceptance';

/**
 * Spec §4: shown until the server reports an existing acceptance (and whenever that check fails);
 * hidden only once recording the acceptance succeeds.
 */
function Banner() {
  const [check] = useResource(() => api.isAlreadyAccepted(), TERMS_ACCEPTANCE_KEY);
  const [acceptedNow, setAcceptedNow] = useState(false);
  const [sending, setSending] = useState(false);

  if (acceptedNow || (check.status === 'ready' && check.data.accepted === true)) return null;

  const accept = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    api.acceptCookies().then(
      () => setAcceptedNow(true),
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
      {/*
        Without the page's scripts the browser sends the form itself and is sent back to the page,
        which the server renders without the banner (api: cookies/routes.ts). With them, a tap
        before the page is taken over waits and is done then (start/pendingTaps.ts).
      */}
      <form method="get" action="/cookies/acceptCookies" className={styles.form} onSubmit={accept}>
        <button type="submit" className={styles.accept} disabled={sending} data-needs-js="accept-terms">
          {TEXTS.termsBanner.accept}
        </button>
      </form>
    </section>
  );
}

/** Should the check fail on the server, the browser renders the banner (it is fixed: no shift). */
export function TermsBanner() {
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
