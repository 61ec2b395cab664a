import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  api,
  ApiError,
  formatDate,
  formatDateAndTime,
  formatPrice,
  useSiteSettings,
  type CardPaymentReturnRequest,
  type OrderConfirmation,
  goToPaymentPage,
} from '@wado/shared';
import common from '../common/shop.module.css';
import styles from './Billing.module.css';
import { cardPaymentStore, lastOrderStore, type PendingCardPayment } from './checkout';
import { Confirmation } from './Confirmation';
import { OrderSummary } from './OrderSummary';

const CONNECTION_LOST = 'La connexion a été interrompue : vérifiez votre accès à internet, puis réessayez.';

function messageOf(error: unknown): string {
  return error instanceof ApiError && error.status > 0 ? error.message : CONNECTION_LOST;
}

/** HelloAsso confirmed the payment: this session's order is paid, nothing is left to pay. */
function markPaid(reference: string): void {
  const order = lastOrderStore.get();
  if (order?.reference === reference && order.status === 'pending_payment')
    lastOrderStore.set({ ...order, status: 'paid' });
  if (cardPaymentStore.get()?.reference === reference) cardPaymentStore.set(null);
}

/** « Vos articles vous sont réservés jusqu’au 25 novembre 2026 à 14 h 32 » (no final stop). */
export function holdText(holdUntil: string): string {
  return `Vos articles vous sont réservés jusqu’au ${formatDateAndTime(holdUntil)}`;
}

/**
 * « Payer par carte »: the server starts another HelloAsso checkout for the order (after a refused
 * card, HelloAsso down, « Retour » on its page), then the browser goes to HelloAsso's page. The
 * server reads the earlier checkouts back first: an order paid meanwhile is said paid.
 */
export function CardPaymentButton({
  pending,
  label,
  onPaid,
  toShop = true,
}: {
  pending: PendingCardPayment;
  label: string;
  /** With a link back to the shop beside it. */
  toShop?: boolean;
  /** Besides this session's order becoming paid (which the confirmation follows). */
  onPaid?: () => void;
}) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Cancelled meanwhile (its hold ended): nothing left to pay. */
  const [cancelled, setCancelled] = useState(false);
  const pay = async () => {
    setSending(true);
    setFailure(null);
    try {
      const checkout = await api.retryCardPayment(pending.reference, pending.idempotencyKey);
      if (checkout.redirectUrl) {
        goToPaymentPage(checkout.redirectUrl);
        return;
      }
      setSending(false);
      if (checkout.status === 'paid' || checkout.status === 'shipped') {
        markPaid(pending.reference);
        onPaid?.();
      } else if (checkout.status === 'cancelled') {
        setCancelled(true);
        setFailure(
          `La commande ${pending.reference} a été annulée : son délai de paiement est écoulé et ses articles ont été remis en vente. Rien n’a été débité.`,
        );
      }
    } catch (error: unknown) {
      setSending(false);
      setFailure(messageOf(error));
    }
  };
  return (
    <>
      {failure && (
        <p className={common.alert} role="alert">
          {failure}
        </p>
      )}
      <div className={common.actions}>
        {!cancelled && (
          <button type="button" className={common.button} onClick={() => void pay()} disabled={sending}>
            {sending ? 'Redirection vers HelloAsso…' : label}
          </button>
        )}
        {toShop && (
          <Link to="/shop" className={common.secondary}>
            Retourner à la boutique
          </Link>
        )}
      </div>
    </>
  );
}

/**
 * On the cart (where « Retour » on HelloAsso's page leads, the cart emptied by the order): the
 * order still waiting for its card payment while it holds its articles, and a way to pay it.
 */
export function CardAwaiting({ pending }: { pending: PendingCardPayment }) {
  const navigate = useNavigate();
  const path = `/billing?commande=${encodeURIComponent(pending.reference)}`;
  return (
    <section className={`${common.panel} ${styles.cardAwaiting}`} aria-labelledby="card-awaiting">
      <h2 id="card-awaiting" className={styles.sectionTitle}>
        Commande en attente de paiement
      </h2>
      <p>
        Votre commande <Link to={path}>{pending.reference}</Link> de {formatPrice(pending.totalCents)} attend son
        paiement par carte. {holdText(pending.holdUntil)} : sans paiement d’ici là, elle est annulée et rien n’est
        débité.
      </p>
      <CardPaymentButton
        pending={pending}
        label={`Payer ${formatPrice(pending.totalCents)} par carte`}
        toShop={false}
        // Paid meanwhile (its confirmation arrived without the buyer): its confirmation says so.
        onPaid={() => void navigate(path)}
      />
    </section>
  );
}

/** The order and what to do when the payment cannot be retried from this browser. */
function ElsewhereHint({ reference }: { reference: string }) {
  const site = useSiteSettings();
  return (
    <p>
      Le paiement ne peut être relancé que depuis l’appareil qui a passé la commande.
      {site && (
        <>
          {' '}
          Une question ? Écrivez à <a href={`mailto:${site.email}`}>{site.email}</a> en rappelant la référence{' '}
          {reference}.
        </>
      )}
    </p>
  );
}

/**
 * An order of this session paid by card, still to pay: just placed (the browser is on its way to
 * HelloAsso), HelloAsso unreachable when it was placed, or back from HelloAsso's « Retour ».
 */
export function CardPending({ order }: { order: OrderConfirmation }) {
  const pending = cardPaymentStore.use();
  const mine = pending?.reference === order.reference ? pending : null;
  const holdUntil = order.payment.holdUntil ?? mine?.holdUntil;
  const unavailable = order.cardCheckout?.unavailable;
  return (
    <>
      <h1>Commande enregistrée, à payer par carte</h1>
      <div className={`${common.panel} ${styles.statusPanel}`} role="status">
        <p className={styles.reference}>
          Référence de la commande : <strong data-testid="order-reference">{order.reference}</strong>
        </p>
        <p>
          Montant à payer par carte : <strong>{formatPrice(order.totalCents)}</strong> TTC, sur la page de paiement
          sécurisée de HelloAsso.
          {holdUntil &&
            ` ${holdText(holdUntil)} : sans paiement confirmé à cette heure-là, la commande est annulée et rien n’est débité.`}
        </p>
      </div>
      {unavailable && (
        <p className={common.alert} role="alert">
          {unavailable}
        </p>
      )}
      {mine ? (
        <CardPaymentButton
          pending={mine}
          label={unavailable ? 'Réessayer le paiement par carte' : `Payer ${formatPrice(order.totalCents)} par carte`}
        />
      ) : (
        <ElsewhereHint reference={order.reference} />
      )}
      <OrderSummary
        quote={order}
        caption={`Détail de la commande ${order.reference} du ${formatDate(order.createdAt)}`}
      />
    </>
  );
}

/** What the return page shows while, and once, the server has read the payment back from HelloAsso. */
type ReturnState =
  | { kind: 'checking' }
  | { kind: 'paid' }
  | { kind: 'refused' }
  /** HelloAsso has not confirmed yet: checked again a few times, then left to the buyer. */
  | { kind: 'waiting'; final: boolean }
  /** HelloAsso (or our server) cannot be reached: the server's French message. */
  | { kind: 'unchecked'; message: string }
  | { kind: 'unknown'; message: string };

/** Checks made in all, a notification usually arrives within seconds of the payment. */
export const RETURN_CHECKS = 5;

/**
 * The page HelloAsso sends the visitor back to (`/billing?commande=…&paiement=…&checkoutIntentId=…&code=…`).
 * The server reads the payment back from HelloAsso (`code` is never trusted for « paid »; it only
 * tells a refused card from a payment not confirmed yet).
 */
export function CardReturn({
  reference,
  request,
  refused,
  order,
  checkDelayMs = 2_000,
}: {
  reference: string;
  request: CardPaymentReturnRequest;
  refused: boolean;
  /** This session's order, when it is this one (its details for the confirmation). */
  order: OrderConfirmation | null;
  checkDelayMs?: number;
}) {
  const [state, setState] = useState<ReturnState>({ kind: 'checking' });
  /** The check under way: automatic ones up to `RETURN_CHECKS`, then the buyer's « Vérifier à nouveau ». */
  const [check, setCheck] = useState(1);
  const pending = cardPaymentStore.use();
  const mine = pending?.reference === reference ? pending : null;
  const { payment, checkoutIntentId } = request;

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    api.cardPaymentReturn({ payment, checkoutIntentId }).then(
      (outcome) => {
        if (!live) return;
        if (outcome.status === 'paid') {
          markPaid(outcome.reference);
          setState({ kind: 'paid' });
        } else if (refused) {
          setState({ kind: 'refused' });
        } else {
          const final = check >= RETURN_CHECKS;
          setState({ kind: 'waiting', final });
          if (!final) timer = setTimeout(() => setCheck(check + 1), checkDelayMs);
        }
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) setState({ kind: 'unknown', message: error.message });
        else setState({ kind: 'unchecked', message: messageOf(error) });
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [payment, checkoutIntentId, refused, check, checkDelayMs]);

  const checkAgain = () => {
    setState({ kind: 'checking' });
    setCheck((current) => Math.max(current + 1, RETURN_CHECKS));
  };
  const holdUntil = mine?.holdUntil ?? order?.payment.holdUntil;
  const payAgain = (label: string) =>
    mine ? (
      <CardPaymentButton pending={mine} label={label} onPaid={() => setState({ kind: 'paid' })} />
    ) : (
      <ElsewhereHint reference={reference} />
    );

  switch (state.kind) {
    case 'checking':
      return (
        <>
          <h1>Vérification du paiement</h1>
          <p role="status">Nous vérifions votre paiement auprès de HelloAsso…</p>
        </>
      );
    case 'paid':
      if (order) return <Confirmation order={{ ...order, status: 'paid' }} />;
      return (
        <>
          <h1>Paiement reçu</h1>
          <div className={common.success} role="status">
            <p className={styles.reference}>
              Référence de la commande : <strong data-testid="order-reference">{reference}</strong>
            </p>
            <p>
              HelloAsso nous a confirmé votre paiement : votre commande est en préparation. Un e-mail de confirmation
              vous a été envoyé.
            </p>
          </div>
          <p>
            <Link to="/shop">Retourner à la boutique</Link>
          </p>
        </>
      );
    case 'refused':
      return (
        <>
          <h1>Votre paiement a été refusé</h1>
          <div className={`${common.panel} ${styles.statusPanel}`} role="status">
            <p>
              Votre commande {reference} est enregistrée, mais HelloAsso a refusé le paiement par carte : rien n’a été
              débité.
            </p>
            {holdUntil && (
              <p>{holdText(holdUntil)} : vous pouvez réessayer, avec la même carte ou une autre, d’ici là.</p>
            )}
          </div>
          {payAgain('Réessayer le paiement')}
        </>
      );
    case 'waiting':
      return (
        <>
          <h1>Nous attendons la confirmation de HelloAsso</h1>
          <div className={`${common.panel} ${styles.statusPanel}`} role="status">
            <p>
              Votre commande {reference} est enregistrée. HelloAsso ne nous a pas encore confirmé votre paiement
              {state.final
                ? ' : si vous avez payé, vous recevrez un e-mail dès que la confirmation nous parviendra.'
                : ' : cette page vérifie à nouveau dans quelques secondes.'}
            </p>
            {state.final && holdUntil && (
              <p>{holdText(holdUntil)} : si vous n’avez pas payé, vous pouvez encore le faire d’ici là.</p>
            )}
          </div>
          {state.final && (
            <>
              <div className={common.actions}>
                <button type="button" className={common.secondary} onClick={checkAgain}>
                  Vérifier à nouveau
                </button>
              </div>
              {payAgain('Payer par carte')}
            </>
          )}
        </>
      );
    case 'unchecked':
      return (
        <>
          <h1>Paiement en cours de vérification</h1>
          <p className={common.alert} role="alert">
            {state.message}
          </p>
          <p>Votre commande {reference} est conservée : rien n’est perdu.</p>
          <div className={common.actions}>
            <button type="button" className={common.button} onClick={checkAgain}>
              Vérifier à nouveau
            </button>
          </div>
        </>
      );
    case 'unknown':
      return (
        <>
          <h1>Paiement introuvable</h1>
          <p className={common.alert} role="alert">
            {state.message}
          </p>
          <ElsewhereHint reference={reference} />
        </>
      );
  }
}
