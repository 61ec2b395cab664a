import { useEffect, useState } from 'react';
import {
  api,
  ApiError,
  formatPrice,
  type CardPaymentReturnRequest,
  type DonationState,
  goToPaymentPage,
} from '@wado/shared';
import { CONNECTION_LOST } from './DonationForm';
import styles from './DonationsPage.module.css';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'ready'; donation: DonationState }
  /** HelloAsso (or our server) could not be reached to check the payment: the server's French message. */
  | { kind: 'unchecked'; message: string }
  | { kind: 'unknown'; message: string };

const messageOf = (error: unknown) => (error instanceof ApiError && error.status > 0 ? error.message : CONNECTION_LOST);

/**
 * What became of a donation, on the page HelloAsso sends the donor back to (`/donations?don=…`,
 * with HelloAsso's `paiement`, `checkoutIntentId` and `code` after a payment): the server first
 * reads the payment back from HelloAsso (`code` is never trusted for « paid »), then the donation
 * says whether it is paid, with its receipt's link, or how to pay it again.
 */
export function DonationOutcome({
  token,
  cardReturn,
  refused,
}: {
  token: string;
  cardReturn: CardPaymentReturnRequest | null;
  refused: boolean;
}) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const [check, setCheck] = useState(0);
  const [paying, setPaying] = useState(false);
  const [payFailure, setPayFailure] = useState<string | null>(null);

  const payment = cardReturn?.payment;
  const checkoutIntentId = cardReturn?.checkoutIntentId;

  useEffect(() => {
    let live = true;
    const load = async (): Promise<Outcome> => {
      if (payment !== undefined && checkoutIntentId !== undefined) {
        try {
          await api.cardPaymentReturn({ payment, checkoutIntentId });
        } catch (error) {
          // An unknown checkout is not this page's business: the donation itself says where it is.
          if (!(error instanceof ApiError && error.status === 404))
            return { kind: 'unchecked', message: messageOf(error) };
        }
      }
      try {
        return { kind: 'ready', donation: await api.getDonation(token) };
      } catch (error) {
        return error instanceof ApiError && error.status === 404
          ? { kind: 'unknown', message: error.message }
          : { kind: 'unchecked', message: messageOf(error) };
      }
    };
    void load().then((next) => {
      if (live) setOutcome(next);
    });
    return () => {
      live = false;
    };
  }, [token, payment, checkoutIntentId, check]);

  const checkAgain = () => {
    setOutcome({ kind: 'checking' });
    setCheck((value) => value + 1);
  };
  const payAgain = async () => {
    setPaying(true);
    setPayFailure(null);
    try {
      goToPaymentPage((await api.retryDonationPayment(token)).redirectUrl);
    } catch (error) {
      setPaying(false);
      setPayFailure(messageOf(error));
      // Paid meanwhile (a payment HelloAsso had not confirmed yet): the page says so.
      if (error instanceof ApiError && error.status === 409) checkAgain();
    }
  };

  if (outcome.kind === 'checking') {
    return (
      <div className={styles.panel} role="status">
        <p>Nous vérifions votre don auprès de HelloAsso…</p>
      </div>
    );
  }
  if (outcome.kind === 'unknown' || outcome.kind === 'unchecked') {
    return (
      <div className={styles.panel}>
        <h2>{outcome.kind === 'unknown' ? 'Don introuvable' : 'Paiement en cours de vérification'}</h2>
        <p className={styles.alert} role="alert">
          {outcome.message}
        </p>
        {outcome.kind === 'unchecked' && (
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={checkAgain}>
              Vérifier à nouveau
            </button>
          </div>
        )}
      </div>
    );
  }

  const { donation } = outcome;
  const amount = formatPrice(donation.amountCents);
  if (donation.status === 'paid') {
    return (
      <div className={`${styles.panel} ${styles.thanks}`} role="status">
        <h2>
          Merci, {donation.firstName}
          {'\u00a0'}!
        </h2>
        <p>
          Votre don de <strong>{amount}</strong> est bien reçu (référence {donation.reference}).{' '}
          {donation.receiptNumber
            ? `Votre reçu fiscal n° ${donation.receiptNumber} vous a été envoyé par e-mail.`
            : 'Un e-mail de remerciement vous a été envoyé.'}
        </p>
        {donation.receiptPath && (
          <p>
            <a className={styles.secondary} href={donation.receiptPath} download>
              Télécharger le reçu fiscal (PDF)
            </a>
          </p>
        )}
      </div>
    );
  }
  if (donation.status === 'expired') {
    return (
      <div className={styles.panel} role="status">
        <h2>Ce don a expiré</h2>
        <p>
          Votre don de {amount} n’a pas été payé dans la journée : rien n’a été débité. Vous pouvez faire un nouveau don
          avec le formulaire de cette page.
        </p>
      </div>
    );
  }
  const waitingConfirmation = cardReturn !== null && !refused;
  return (
    <div className={styles.panel}>
      <h2>
        {refused
          ? 'Votre paiement n’a pas abouti'
          : waitingConfirmation
            ? 'Nous attendons la confirmation de HelloAsso'
            : 'Votre don n’est pas encore payé'}
      </h2>
      <p role="status">
        {refused
          ? `HelloAsso a refusé le paiement par carte de votre don de ${amount} : rien n’a été débité. Vous pouvez réessayer, avec la même carte ou une autre.`
          : waitingConfirmation
            ? `HelloAsso ne nous a pas encore confirmé le paiement de votre don de ${amount}. Si vous avez payé, vous recevrez un e-mail dès la confirmation.`
            : `Votre don de ${amount} (référence ${donation.reference}) attend son paiement par carte : rien n’a été débité.`}
      </p>
      {payFailure && (
        <p className={styles.alert} role="alert">
          {payFailure}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => void payAgain()} disabled={paying}>
          {paying ? 'Redirection vers HelloAsso…' : `Payer ${amount} par carte`}
        </button>
        {waitingConfirmation && (
          <button type="button" className={styles.secondary} onClick={checkAgain}>
            Vérifier à nouveau
          </button>
        )}
      </div>
    </div>
  );
}
