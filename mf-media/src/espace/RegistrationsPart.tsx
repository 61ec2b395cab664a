import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  api,
  EspaceFacts,
  espaceCards,
  espaceErrorMessage,
  formatDate,
  formatDateAndTime,
  formatPrice,
  useEspaceData,
  type EspaceRegistration,
  type EspaceRegistrations,
  type PublicRegistration,
} from '@wado/shared';
import { payRegistrationByCard } from '../events/registration/payByCard';
import { awaitsPayment, holdIsOver, usePayments, type Payment } from './usePayments';
import styles from './espace.module.css';

type Notice = { kind: 'success' | 'error'; text: string };

const secondaryButton = `${espaceCards.button} ${espaceCards.secondaryButton}`;

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
      <div className={espaceCards.actions}>
        <button type="button" className={`${espaceCards.button} ${styles.danger}`} disabled={busy} onClick={onConfirm}>
          {busy ? 'Annulation…' : 'Oui, annuler'}
        </button>
        <button ref={no} type="button" className={secondaryButton} disabled={busy} onClick={onDismiss}>
          Non
        </button>
      </div>
    </div>
  );
}

type Ids = (kind: 'event' | 'person' | 'hold' | 'pay' | 'cancel' | 'confirm') => string;

/** The registration awaiting payment that can be paid now (its place held, card payment offered), or null. */
function payable(payment: Payment | undefined): PublicRegistration | null {
  return payment?.status === 'ready' && awaitsPayment(payment.registration) && payment.registration.canPay
    ? payment.registration
    : null;
}

/**
 * What a registration awaiting payment says of its payment: until when its place is held (« Payer »
 * is then offered), or that the time to pay is over; a failure to learn it, with « Réessayer ».
 */
function PaymentNote({ payment, ids, onRetry }: { payment: Payment; ids: Ids; onRetry: () => void }) {
  if (payment.status === 'loading') return null;
  if (payment.status === 'error') {
    return (
      <div className={styles.hold}>
        <div className={espaceCards.alert}>
          <p id={ids('hold')}>Le paiement de cette inscription n’a pas pu être préparé : {payment.message}</p>
          <button
            type="button"
            className={secondaryButton}
            aria-describedby={`${ids('hold')} ${ids('event')}`}
            onClick={onRetry}
          >
            Réessayer
          </button>
        </div>
      </div>
    );
  }
  const { registration } = payment;
  // Paid or ended since the list was loaded: the list, loaded again, says so.
  if (!awaitsPayment(registration)) return null;
  let text;
  if (registration.canPay) {
    text = `Place réservée jusqu’au ${formatDateAndTime(registration.holdUntil!)} : payez ${formatPrice(registration.amountCents)} par carte pour confirmer l’inscription.`;
  } else if (holdIsOver(registration)) {
    text =
      'La place n’est plus réservée : inscrivez-vous à nouveau depuis la page de l’événement s’il reste des places.';
  } else {
    text = 'Le paiement par carte n’est pas disponible en ligne pour le moment : contactez l’association.';
  }
  return (
    <p id={ids('hold')} className={styles.hold}>
      {text}
    </p>
  );
}

/** « En attente de paiement », or, its hold over, « Délai de paiement dépassé ». */
function stateOf(registration: EspaceRegistration, payment: Payment | undefined): string {
  return payment?.status === 'ready' &&
    awaitsPayment(payment.registration) &&
    !payment.registration.canPay &&
    holdIsOver(payment.registration)
    ? 'Délai de paiement dépassé'
    : registration.statusLabel;
}

function Registration({
  registration,
  payment,
  ids,
  asking,
  busy,
  paying,
  onAsk,
  onDismiss,
  onConfirm,
  onPay,
  onRetryPayment,
}: {
  registration: EspaceRegistration;
  /** Awaiting payment only: what the space knows of paying it. */
  payment: Payment | undefined;
  ids: Ids;
  asking: boolean;
  busy: boolean;
  paying: boolean;
  onAsk: () => void;
  onDismiss: () => void;
  onConfirm: () => void;
  onPay: (token: string) => void;
  onRetryPayment: () => void;
}) {
  const { event } = registration;
  const toPay = payable(payment);
  return (
    <li className={espaceCards.card}>
      <h3 className={`${espaceCards.title} ${styles.title}`}>
        <Link id={ids('event')} to={`/event/${event.slug}`}>
          {event.title}
        </Link>
      </h3>
      <p id={ids('person')} className={styles.person}>
        Inscription {ofPerson(registration)}
      </p>
      <EspaceFacts
        className={styles.facts}
        facts={[
          ['Date', <time dateTime={event.startDate}>{formatDate(event.startDate)}</time>],
          ['État', stateOf(registration, payment)],
          ['Montant', registration.amountCents === 0 ? 'Gratuit' : formatPrice(registration.amountCents)],
        ]}
      />
      {payment && <PaymentNote payment={payment} ids={ids} onRetry={onRetryPayment} />}
      {(toPay || registration.cancellable) && (
        <div className={espaceCards.actions}>
          {toPay && (
            <button
              id={ids('pay')}
              type="button"
              className={`${espaceCards.button} ${espaceCards.primaryButton}`}
              aria-describedby={`${ids('person')} ${ids('event')} ${ids('hold')}`}
              disabled={busy}
              onClick={() => onPay(toPay.token)}
            >
              {paying ? 'Ouverture du paiement…' : 'Payer'}
            </button>
          )}
          {registration.cancellable && (
            <button
              id={ids('cancel')}
              type="button"
              className={secondaryButton}
              aria-expanded={asking}
              aria-controls={asking ? ids('confirm') : undefined}
              aria-describedby={`${ids('person')} ${ids('event')}`}
              disabled={busy}
              onClick={asking ? onDismiss : onAsk}
            >
              Annuler l’inscription
            </button>
          )}
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
 * in the status region (a refusal, in an alert) and the list is loaded again. One awaiting payment
 * says until when its place is held and offers « Payer », the card checkout of the registration's
 * own page (`payRegistrationByCard`: HelloAsso brings the visitor back to that page); its hold over,
 * it says so and offers nothing to pay. The shell gives the part its heading (`<h2>`); each
 * registration is an `<h3>`.
 */
export function RegistrationsPart() {
  const { state, retry, refresh } = useEspaceData(loadRegistrations);
  const baseId = useId();
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** Set from the click to the answer: a second click sends nothing. */
  const sending = useRef(false);

  const [paying, setPaying] = useState<string | null>(null);
  const { payments, retry: retryPayments } = usePayments(state.status === 'ready' ? state.data.items : null);

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

  /** « Payer »: the checkout of the registration's own page; HelloAsso brings the visitor back there. */
  const pay = async (registration: EspaceRegistration, token: string) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setPaying(registration.reference);
    setAsking(null);
    setNotice(null);
    try {
      await payRegistrationByCard(token);
      // The browser is leaving for HelloAsso: nothing can be sent meanwhile.
    } catch (error) {
      sending.current = false;
      setBusy(false);
      setPaying(null);
      setNotice({ kind: 'error', text: `Le paiement n’a pas pu commencer : ${espaceErrorMessage(error)}` });
      // Its hold may be over now: the list, loaded again, says where it stands.
      focus(idsOf(registration.reference)('event'));
      refresh();
    }
  };

  let content;
  if (state.status === 'loading') {
    content = null;
  } else if (state.status === 'error') {
    content = (
      <div className={espaceCards.alert} role="alert">
        <p>Les inscriptions n’ont pas pu être chargées : {state.message}</p>
        <button type="button" className={secondaryButton} onClick={retry}>
          Réessayer
        </button>
      </div>
    );
  } else if (state.data.items.length === 0) {
    content = <p className={espaceCards.status}>Aucune inscription faite avec cette adresse.</p>;
  } else {
    content = (
      <ul className={espaceCards.list} aria-busy={state.refreshing || undefined}>
        {newestFirst(state.data.items).map((registration) => (
          <Registration
            key={registration.reference}
            registration={registration}
            payment={
              awaitsPayment(registration) ? (payments[registration.reference] ?? { status: 'loading' }) : undefined
            }
            ids={idsOf(registration.reference)}
            asking={asking === registration.reference}
            busy={busy}
            paying={paying === registration.reference}
            onAsk={() => {
              setNotice(null);
              setAsking(registration.reference);
            }}
            onDismiss={() => dismiss(registration.reference)}
            onConfirm={() => void cancel(registration)}
            onPay={(token) => void pay(registration, token)}
            onRetryPayment={retryPayments}
          />
        ))}
      </ul>
    );
  }

  /** What the status region says: the loading, or a cancellation done. */
  const status =
    state.status === 'loading'
      ? { className: espaceCards.status, text: 'Chargement des inscriptions…' }
      : notice?.kind === 'success'
        ? { className: espaceCards.success, text: notice.text }
        : null;
  return (
    <div className={styles.part}>
      {/* Always in the page, so that what it comes to say is read out. */}
      <div role="status" className={status ? `${status.className} ${espaceCards.message}` : undefined}>
        {status?.text}
      </div>
      {notice?.kind === 'error' && (
        <p role="alert" className={`${espaceCards.alert} ${espaceCards.message}`}>
          {notice.text}
        </p>
      )}
      {content}
    </div>
  );
}
