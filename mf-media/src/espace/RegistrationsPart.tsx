import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  api,
  espaceErrorMessage,
  formatDate,
  formatPrice,
  useEspaceData,
  type EspaceRegistration,
  type EspaceRegistrations,
} from '@wado/shared';
import styles from './espace.module.css';

type Notice = { kind: 'success' | 'error'; text: string };

const loadRegistrations = (): Promise<EspaceRegistrations> => api.getEspaceRegistrations();

/** The newest first, whatever order the answer came in (ties keep theirs). */
function newestFirst(registrations: readonly EspaceRegistration[]): EspaceRegistration[] {
  return [...registrations].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * « de Zoé O'Connell », « d’Ada O'Connell »: elided before a vowel, not before a y (« de Yanis ») nor
 * an h (aspirated in many names: « de Hugo » is usual).
 */
export function ofPerson({ firstName, lastName }: Pick<EspaceRegistration, 'firstName' | 'lastName'>): string {
  const name = `${firstName} ${lastName}`;
  return /^[aeiouàâäéèêëîïôöùûüœæ]/i.test(name) ? `d’${name}` : `de ${name}`;
}

/**
 * The question asked in place before a registration is cancelled: « Non » takes the focus (Enter
 * or a slip of the finger cancels nothing); « Non » or Escape closes it.
 */
function CancelConfirmation({
  id,
  registration,
  busy,
  onConfirm,
  onDismiss,
}: {
  id: string;
  registration: EspaceRegistration;
  busy: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const questionId = useId();
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => no.current?.focus(), []);
  return (
    <div
      id={id}
      className={styles.confirm}
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.stopPropagation();
          onDismiss();
        }
      }}
    >
      <p id={questionId}>
        {`Annuler l’inscription ${ofPerson(registration)} à «\u00a0${registration.event.title}\u00a0»\u00a0?`}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.danger} disabled={busy} onClick={onConfirm}>
          {busy ? 'Annulation…' : 'Oui, annuler'}
        </button>
        <button ref={no} type="button" className={styles.secondaryButton} disabled={busy} onClick={onDismiss}>
          Non
        </button>
      </div>
    </div>
  );
}

function Registration({
  registration,
  ids,
  asking,
  busy,
  onAsk,
  onDismiss,
  onConfirm,
}: {
  registration: EspaceRegistration;
  ids: (kind: 'event' | 'person' | 'cancel' | 'confirm') => string;
  asking: boolean;
  busy: boolean;
  onAsk: () => void;
  onDismiss: () => void;
  onConfirm: () => void;
}) {
  const { event } = registration;
  return (
    <li className={styles.item}>
      <h3 className={styles.title}>
        <Link id={ids('event')} to={`/event/${event.slug}`}>
          {event.title}
        </Link>
      </h3>
      <p id={ids('person')} className={styles.person}>
        Inscription {ofPerson(registration)}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={event.startDate}>{formatDate(event.startDate)}</time>
          </dd>
        </div>
        <div>
          <dt>État</dt>
          <dd>{registration.statusLabel}</dd>
        </div>
        <div>
          <dt>Montant</dt>
          <dd>{registration.amountCents === 0 ? 'Gratuit' : formatPrice(registration.amountCents)}</dd>
        </div>
      </dl>
      {registration.cancellable && (
        <div className={styles.actions}>
          <button
            id={ids('cancel')}
            type="button"
            className={styles.secondaryButton}
            aria-expanded={asking}
            aria-controls={asking ? ids('confirm') : undefined}
            aria-describedby={`${ids('person')} ${ids('event')}`}
            disabled={busy}
            onClick={asking ? onDismiss : onAsk}
          >
            Annuler l’inscription
          </button>
        </div>
      )}
      {registration.cancellable && asking && (
        <CancelConfirmation
          id={ids('confirm')}
          registration={registration}
          busy={busy}
          onConfirm={onConfirm}
          onDismiss={onDismiss}
        />
      )}
    </li>
  );
}

/**
 * « Mon espace », the events' part: the registrations made with the signed-in address, newest
 * first (the event, its date, who is registered, the state, the amount). One that may still be
 * cancelled has a button that asks again in place, then cancels it: the server's answer is said
 * in the status region (a refusal, in an alert) and the list is loaded again. The shell gives the
 * part its heading (`<h2>`); each registration is an `<h3>`.
 */
export function RegistrationsPart() {
  const { state, retry, refresh } = useEspaceData(loadRegistrations);
  const baseId = useId();
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** Set from the click to the answer: a second click sends nothing. */
  const sending = useRef(false);

  const idsOf = (reference: string) => (kind: string) => `${baseId}${kind}-${reference}`;
  const focus = (id: string) => document.getElementById(id)?.focus();

  const dismiss = (reference: string) => {
    setAsking(null);
    focus(idsOf(reference)('cancel'));
  };

  const cancel = async (registration: EspaceRegistration) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setNotice(null);
    let outcome: Notice;
    try {
      const { message } = await api.cancelEspaceRegistration(registration.reference);
      outcome = { kind: 'success', text: message };
    } catch (error) {
      outcome = { kind: 'error', text: espaceErrorMessage(error) };
    }
    sending.current = false;
    setBusy(false);
    setAsking(null);
    setNotice(outcome);
    // The question closes with the focus in it: the focus goes back to the registration.
    focus(idsOf(registration.reference)('event'));
    refresh();
  };

  let content;
  if (state.status === 'loading') {
    content = null;
  } else if (state.status === 'error') {
    content = (
      <div className={styles.alert} role="alert">
        <p>Les inscriptions n’ont pas pu être chargées : {state.message}</p>
        <button type="button" className={styles.secondaryButton} onClick={retry}>
          Réessayer
        </button>
      </div>
    );
  } else if (state.data.items.length === 0) {
    content = <p className={styles.empty}>Aucune inscription faite avec cette adresse.</p>;
  } else {
    content = (
      <ul className={styles.list} aria-busy={state.refreshing || undefined}>
        {newestFirst(state.data.items).map((registration) => (
          <Registration
            key={registration.reference}
            registration={registration}
            ids={idsOf(registration.reference)}
            asking={asking === registration.reference}
            busy={busy}
            onAsk={() => {
              setNotice(null);
              setAsking(registration.reference);
            }}
            onDismiss={() => dismiss(registration.reference)}
            onConfirm={() => void cancel(registration)}
          />
        ))}
      </ul>
    );
  }

  /** What the status region says: the loading, or a cancellation done. */
  const status =
    state.status === 'loading'
      ? { className: styles.empty, text: 'Chargement des inscriptions…' }
      : notice?.kind === 'success'
        ? { className: styles.success, text: notice.text }
        : null;
  return (
    <div className={styles.part}>
      {/* Always in the page, so that what it comes to say is read out. */}
      <div role="status" className={status ? `${status.className} ${styles.message}` : undefined}>
        {status?.text}
      </div>
      {notice?.kind === 'error' && (
        <p role="alert" className={`${styles.alert} ${styles.message}`}>
          {notice.text}
        </p>
      )}
      {content}
    </div>
  );
}
