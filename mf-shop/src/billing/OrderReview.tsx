import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  api,
  ApiError,
  DELIVERY_METHODS,
  deliveryDetail,
  PAYMENT_DELAY_DAYS,
  PAYMENT_METHODS,
  recordStock,
  removeFromCart,
  ResourceView,
  SALE_CONDITIONS_PATH,
  setCartQuantity,
  TERMS_NOT_ACCEPTED,
  toOrderLines,
  useResource,
  useSiteSettings,
  type CartLine,
  type MemberProof,
  type OrderConfirmation,
  type OrderQuote,
  type StockShortage,
} from '@wado/shared';
import common from '../common/shop.module.css';
import styles from './Billing.module.css';
import type { CheckoutDraft } from './checkout';
import { OrderSummary } from './OrderSummary';
import { stockShortagesOf } from './refusal';

/** The server's answer to the cart: its prices, or its refusal of the cart as it is. */
type Review =
  | { kind: 'quote'; quote: OrderQuote }
  /** Lack of stock or the order's caps: the server's words, and the lines short of stock. */
  | { kind: 'refused'; message: string; shortages: StockShortage[] };

/**
 * A refusal of the cart itself (4xx) is something the buyer fixes in the cart, not a failure to
 * retry: the network, a server fault, a timeout or too many requests stay errors with « Réessayer ».
 */
function asRefusal(error: unknown): Review {
  const retryable = !(error instanceof ApiError) || error.status < 400 || error.status >= 500;
  if (retryable || error.status === 408 || error.status === 429) throw error;
  return { kind: 'refused', message: error.message, shortages: stockShortagesOf(error.body) };
}

/**
 * The cart as the server refused it: each line short of stock with the server's message beside it
 * and a button that brings it to what is left (or removes it); the summary comes back once it fits.
 */
function RefusedCart({ refusal, lines }: { refusal: Extract<Review, { kind: 'refused' }>; lines: CartLine[] }) {
  const { shortages } = refusal;
  // The cart's pickers offer no more than the stock the server has just given.
  useEffect(() => {
    if (shortages.length > 0) recordStock(shortages);
  }, [shortages]);
  return (
    <>
      <h1>Récapitulatif de la commande</h1>
      <p className={common.alert} role="alert">
        {shortages.length > 0
          ? 'Le stock a changé depuis que vous avez rempli votre panier : corrigez les articles signalés ci-dessous pour continuer.'
          : refusal.message}
      </p>
      {shortages.length > 0 && (
        <ul className={styles.refusedLines} aria-label="Articles du panier">
          {lines.map((line) => {
            const shortage = shortages.find((entry) => entry.variantId === line.variantId);
            const what = `${line.name} (${line.variantLabel})`;
            const messageId = `shortage-${line.variantId}`;
            return (
              <li key={line.variantId} className={styles.refusedLine}>
                <p className={styles.refusedName}>
                  <span className={styles.item}>{line.name}</span>{' '}
                  <span className={styles.variant}>({line.variantLabel})</span> : {line.quantity} demandé
                  {line.quantity > 1 ? 's' : ''}
                </p>
                {shortage && (
                  <>
                    <p id={messageId} className={common.fieldError}>
                      {shortage.message}
                    </p>
                    <div className={styles.refusedActions}>
                      {shortage.stock > 0 && (
                        <button
                          type="button"
                          className={common.button}
                          aria-describedby={messageId}
                          onClick={() => setCartQuantity(line.variantId, shortage.stock)}
                        >
                          Ramener la quantité à {shortage.stock}
                        </button>
                      )}
                      <button
                        type="button"
                        className={shortage.stock > 0 ? common.secondary : common.button}
                        aria-label={`Retirer ${what} du panier`}
                        onClick={() => removeFromCart(line.variantId)}
                      >
                        Retirer du panier
                      </button>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <Link to="/cart">Modifier le panier</Link>
      </p>
    </>
  );
}

/**
 * The last step before the contract: the whole order priced by the server, the details to
 * correct, the sale conditions to accept, and a button that says ordering means paying.
 */
export function OrderReview({
  draft,
  lines,
  member,
  onEdit,
  onOrdered,
}: {
  draft: CheckoutDraft;
  lines: CartLine[];
  member: MemberProof | null;
  onEdit: () => void;
  onOrdered: (order: OrderConfirmation) => void;
}) {
  const licence = member ? { licenceNumber: member.licenceNumber, lastName: member.lastName } : undefined;
  const request = { lines: toOrderLines(lines), delivery: draft.delivery, licence };
  const [state, reload] = useResource(
    () => api.quoteOrder(request).then((quote): Review => ({ kind: 'quote', quote }), asRefusal),
    JSON.stringify(request),
  );
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const site = useSiteSettings();
  const delivery = DELIVERY_METHODS.find((method) => method.id === draft.delivery)!;
  const payment = PAYMENT_METHODS.find((method) => method.id === draft.payment)!;
  const { billing } = draft;

  const order = async (event: FormEvent, totalCents: number) => {
    event.preventDefault();
    if (!accepted) {
      setTermsError(true);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const confirmation = await api.placeOrder(
        { ...request, billing, payment: draft.payment, acceptTerms: true, expectedTotalCents: totalCents },
        draft.idempotencyKey,
      );
      onOrdered(confirmation);
    } catch (error: unknown) {
      setSending(false);
      if (error instanceof ApiError && error.status === 409) {
        // Stock or prices moved: the fresh summary with the server's reason, or the lines to correct
        // (the refused cart then says it beside each line).
        if (stockShortagesOf(error.body).length === 0) setFailure(error.message);
        reload();
      } else if (error instanceof ApiError && error.status > 0) {
        setFailure(error.message);
      } else {
        setFailure(
          'La connexion a été interrompue. Votre commande n’a peut-être pas été reçue : renvoyez-la, elle ne sera pas enregistrée deux fois.',
        );
      }
    }
  };

  return (
    <>
      <ResourceView
        state={state}
        retry={reload}
        errorText={
          state.status === 'error' ? (
            <p>
              {state.message} <Link to="/cart">Modifier le panier</Link>
            </p>
          ) : undefined
        }
      >
        {(review) => {
          if (review.kind === 'refused') return <RefusedCart refusal={review} lines={lines} />;
          const { quote } = review;
          return (
            <form onSubmit={(event) => void order(event, quote.totalCents)} noValidate>
              {/* Inside the loaded view: a loading or error notice brings its own single heading. */}
              <h1>Récapitulatif de la commande</h1>
              <p className={common.lead}>
                Vérifiez chaque élément : vous pouvez encore tout corriger. Les prix ci-dessous sont ceux du serveur, et
                définitifs.
              </p>
              {failure && (
                <p className={common.alert} role="alert">
                  {failure}
                </p>
              )}
              {member && !quote.memberPricing && (
                <p className={common.alert}>
                  La licence {member.licenceNumber} n’est plus reconnue : le prix public s’applique.
                </p>
              )}
              <OrderSummary quote={quote} caption="Votre commande" />
              <p>
                <Link to="/cart">Modifier le panier</Link>
              </p>

              <div className={styles.reviewGrid}>
                <section className={common.panel} aria-labelledby="review-billing">
                  <h2 id="review-billing" className={styles.sectionTitle}>
                    Coordonnées
                  </h2>
                  <address className={styles.address}>
                    {billing.firstName} {billing.lastName}
                    <br />
                    {billing.address}
                    {billing.addressMore && (
                      <>
                        <br />
                        {billing.addressMore}
                      </>
                    )}
                    <br />
                    {billing.postcode} {billing.city}
                    <br />
                    {billing.email} · {billing.phone}
                  </address>
                  <button type="button" className={common.linkButton} onClick={onEdit}>
                    Modifier mes coordonnées
                  </button>
                </section>
                <section className={common.panel} aria-labelledby="review-delivery">
                  <h2 id="review-delivery" className={styles.sectionTitle}>
                    Livraison et paiement
                  </h2>
                  <p>
                    {delivery.label}
                    <br />
                    {site && <span className={common.hint}>{deliveryDetail(delivery.id, site)}</span>}
                  </p>
                  <p>
                    {payment.id === 'card'
                      ? `${payment.label}, à payer aussitôt sur la page sécurisée de HelloAsso`
                      : `${payment.label}, sous ${PAYMENT_DELAY_DAYS} jours`}
                  </p>
                  <button type="button" className={common.linkButton} onClick={onEdit}>
                    Modifier la livraison ou le paiement
                  </button>
                </section>
              </div>

              <div className={common.field}>
                <label className={common.choice}>
                  <input
                    type="checkbox"
                    name="acceptTerms"
                    checked={accepted}
                    onChange={(event) => {
                      setAccepted(event.target.checked);
                      setTermsError(false);
                    }}
                    aria-invalid={termsError ? true : undefined}
                    aria-describedby={termsError ? 'terms-error' : undefined}
                  />
                  <span>
                    J’ai lu et j’accepte les{' '}
                    <a href={SALE_CONDITIONS_PATH} target="_blank" rel="noopener">
                      conditions générales de vente (nouvel onglet)
                    </a>
                    , dont le droit de rétractation de 14 jours.
                  </span>
                </label>
                {termsError && (
                  <p id="terms-error" className={common.fieldError}>
                    {TERMS_NOT_ACCEPTED}
                  </p>
                )}
              </div>
              <div className={common.actions}>
                <button type="submit" className={common.button} disabled={sending}>
                  {sending ? 'Envoi de la commande...' : 'Commander avec obligation de paiement'}
                </button>
                <button type="button" className={common.secondary} onClick={onEdit} disabled={sending}>
                  Revenir aux coordonnées
                </button>
              </div>
            </form>
          );
        }}
      </ResourceView>
    </>
  );
}
