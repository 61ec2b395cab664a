import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  api,
  ApiError,
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  ResourceView,
  SALE_CONDITIONS_PATH,
  TERMS_NOT_ACCEPTED,
  toOrderLines,
  useResource,
  type CartLine,
  type MemberProof,
  type OrderConfirmation,
} from '@wado/shared';
import common from '../common/shop.module.css';
import styles from './Billing.module.css';
import type { CheckoutDraft } from './checkout';
import { OrderSummary } from './OrderSummary';

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
  const [state, reload] = useResource(() => api.quoteOrder(request), JSON.stringify(request));
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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
        // Stock or prices moved: show the server's reason and the fresh summary.
        setFailure(error.message);
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
        {(quote) => (
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
                  <span className={common.hint}>{delivery.detail}</span>
                </p>
                <p>{payment.label}, sous 8 jours</p>
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
        )}
      </ResourceView>
    </>
  );
}
