import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  api,
  ApiError,
  cardReturnFromSearch,
  formatDateAndTime,
  formatPrice,
  REGISTRATION_PARAM,
  REGISTRATION_STATUS_LABELS,
  waitingRankText,
  type PublicRegistration,
} from '@wado/shared';
import { payRegistrationByCard } from './payByCard';
import styles from './registration.module.css';

type State =
  | { status: 'loading' }
  | { status: 'ready'; registration: PublicRegistration }
  | { status: 'missing'; message: string }
  | { status: 'error'; message: string };

type Message = { kind: 'success' | 'error' | 'info'; text: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the registrant is told of their registration, by its status. */
function statusText(registration: PublicRegistration): string {
  switch (registration.status) {
    case 'unconfirmed':
      return registration.canPay
        ? `Confirmez votre adresse avec le lien de l’e-mail que nous venons de vous envoyer, ou payez ${formatPrice(registration.amountCents)} par carte : tant que ni l’un ni l’autre n’est fait, aucune place ne vous est réservée.`
        : 'Confirmez votre adresse avec le lien de l’e-mail que nous venons de vous envoyer : tant qu’elle n’est pas confirmée, aucune place ne vous est réservée.';
    case 'confirmed':
      return 'Votre inscription est confirmée. L’e-mail de confirmation contient l’événement à ajouter à votre agenda.';
    case 'pending_payment':
      return registration.holdUntil
        ? `Votre place est réservée jusqu’au ${formatDateAndTime(registration.holdUntil)} : payez ${formatPrice(registration.amountCents)} par carte pour confirmer votre inscription.`
        : 'Votre inscription attend son paiement.';
    case 'waiting':
      return `L’événement est complet : vous êtes sur la liste d’attente, en ${waitingRankText(registration.waitingRank ?? 1)} position. Dès qu’une place se libère pour vous, vous êtes prévenu(e) par e-mail.`;
    case 'cancelled':
      return 'Cette inscription est annulée.';
    case 'expired':
      return 'Cette inscription a pris fin : son adresse e-mail n’a pas été confirmée, ou son paiement n’a pas été reçu, dans le délai. Aucune place ne vous est réservée.';
  }
}

/**
 * The visitor's own registration, reached by the link of its e-mails or after registering: its
 * status, paying it by card (awaiting payment), cancelling it (asked again first). Coming back
 * from HelloAsso (`paiement`, `checkoutIntentId` in the address), the server first reads the
 * payment back from HelloAsso: the address's `code` is never taken for « paid ».
 */
export function MyRegistration({ token, onChanged }: { token: string; onChanged: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [cardReturn] = useState(() => cardReturnFromSearch(location.search));
  const [refused] = useState(() => new URLSearchParams(location.search).get('code') === 'refused');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [message, setMessage] = useState<Message | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  /** The return from HelloAsso, checked once; every load of the registration waits for it. */
  const returnCheck = useRef<Promise<void> | null>(null);

  useEffect(() => {
    let live = true;
    const checkReturn = async (request: NonNullable<typeof cardReturn>) => {
      try {
        const outcome = await api.cardPaymentReturn(request);
        setMessage(
          outcome.status === 'paid'
            ? { kind: 'success', text: 'Paiement reçu : votre inscription est confirmée. Merci !' }
            : refused
              ? { kind: 'error', text: 'Le paiement par carte a été refusé : rien n’a été débité.' }
              : {
                  kind: 'info',
                  text: 'HelloAsso ne nous a pas encore confirmé votre paiement : rechargez cette page dans quelques instants.',
                },
        );
      } catch (error) {
        setMessage({ kind: 'error', text: messageOf(error) });
      }
      // The payment's parameters leave the address: a reload does not check it again.
      void navigate(`?${REGISTRATION_PARAM}=${encodeURIComponent(token)}`, { replace: true, preventScrollReset: true });
    };
    if (cardReturn && !returnCheck.current) returnCheck.current = checkReturn(cardReturn);
    void (async () => {
      await returnCheck.current;
      try {
        const registration = await api.getRegistration(token);
        if (live) setState({ status: 'ready', registration });
      } catch (error) {
        if (!live) return;
        setState(
          error instanceof ApiError && error.status === 404
            ? { status: 'missing', message: error.message }
            : { status: 'error', message: messageOf(error) },
        );
      }
    })();
    return () => {
      live = false;
    };
  }, [token, cardReturn, refused, attempt, navigate]);

  // Shown just after registering or paying: the focus goes to it, so that it is read (not when
  // the page is opened from an e-mail's link: the visitor starts at the top).
  const [announce] = useState(
    () => cardReturn !== null || (location.state as { registered?: boolean } | null)?.registered === true,
  );
  useEffect(() => {
    if (announce && state.status === 'ready') heading.current?.focus();
  }, [announce, state.status]);

  const pay = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await payRegistrationByCard(token);
    } catch (error) {
      setMessage({ kind: 'error', text: messageOf(error) });
      setBusy(false);
    }
  };

  const cancel = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const registration = await api.cancelRegistration(token);
      setState({ status: 'ready', registration });
      setMessage({ kind: 'success', text: 'Votre inscription est annulée. Un e-mail vous le confirme.' });
      setAsking(false);
      onChanged();
    } catch (error) {
      setMessage({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.mine} aria-labelledby="mon-inscription">
      <h3 id="mon-inscription" ref={heading} tabIndex={-1}>
        Votre inscription
      </h3>
      <div aria-live="polite">
        {message && (
          <p className={styles[message.kind]} role={message.kind === 'error' ? 'alert' : 'status'}>
            {message.text}
          </p>
        )}
      </div>
      {state.status === 'loading' && <p role="status">Chargement de votre inscription…</p>}
      {state.status === 'missing' && <p className={styles.alert}>{state.message}</p>}
      {state.status === 'error' && (
        <div className={styles.alert} role="alert">
          <p>Votre inscription n’a pas pu être chargée : {state.message}</p>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            Réessayer
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <dl className={styles.summary}>
            <dt>Référence</dt>
            <dd data-testid="registration-reference">{state.registration.reference}</dd>
            <dt>Statut</dt>
            <dd>
              <strong data-testid="registration-status">{REGISTRATION_STATUS_LABELS[state.registration.status]}</strong>
            </dd>
            <dt>Au nom de</dt>
            <dd>
              {state.registration.firstName} {state.registration.lastName} ({state.registration.email})
            </dd>
            <dt>Tarif</dt>
            <dd>
              {state.registration.amountCents === 0
                ? 'Gratuit'
                : `${formatPrice(state.registration.amountCents)}${state.registration.memberPricing ? ' (tarif licencié)' : ''}`}
            </dd>
          </dl>
          <p>{statusText(state.registration)}</p>
          <div className={styles.actions}>
            {state.registration.canPay && (
              <button type="button" className={styles.submit} disabled={busy} onClick={() => void pay()}>
                Payer {formatPrice(state.registration.amountCents)} par carte
              </button>
            )}
            {state.registration.canCancel && !asking && (
              <button
                type="button"
                className={styles.secondaryButton}
                disabled={busy}
                onClick={() => {
                  setMessage(null);
                  setAsking(true);
                }}
              >
                Annuler mon inscription
              </button>
            )}
          </div>
          {asking && (
            <div className={styles.confirm} role="group" aria-labelledby="annulation-question">
              <p id="annulation-question">
                <strong>Annuler votre inscription à « {state.registration.event.title} » ?</strong>{' '}
                {state.registration.status === 'waiting'
                  ? 'Vous quitterez la liste d’attente.'
                  : 'Votre place sera libérée et donnée à la personne suivante.'}
              </p>
              <div className={styles.actions}>
                <button type="button" className={styles.danger} disabled={busy} onClick={() => void cancel()}>
                  {busy ? 'Un instant…' : 'Oui, annuler mon inscription'}
                </button>
                <button
                  type="button"
                  className={styles.secondaryButton}
                  disabled={busy}
                  onClick={() => setAsking(false)}
                >
                  Non, la garder
                </button>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
