import { Link, useSearchParams } from 'react-router';
import {
  cardReturnFromSearch,
  clearCart,
  Notice,
  useCart,
  useDocumentTitle,
  useMemberProof,
  validateBilling,
  type OrderConfirmation,
  goToPaymentPage,
} from '@wado/shared';
import { CheckoutSteps } from '../common/CheckoutSteps';
import common from '../common/shop.module.css';
import { BillingForm } from './BillingForm';
import { CardPending, CardReturn } from './CardPayment';
import {
  cardPaymentStore,
  checkoutStore,
  EMPTY_BILLING,
  lastOrderStore,
  newIdempotencyKey,
  type CheckoutDraft,
} from './checkout';
import { Confirmation } from './Confirmation';
import { OrderReview } from './OrderReview';

const REVIEW = 'recapitulatif';

/**
 * `/billing`: coordinates (`?etape` absent), the review (`?etape=recapitulatif`), then the
 * confirmation (`?commande=WF-…`). The step is in the URL, so Back goes to the previous step. An
 * order paid by card goes to HelloAsso's page, which sends the buyer back to its confirmation's
 * address with `paiement`, `checkoutIntentId` and `code`: the card's return.
 */
export default function BillingPage() {
  const [params, setParams] = useSearchParams();
  const lines = useCart();
  const member = useMemberProof();
  const stored = checkoutStore.use();
  const lastOrder = lastOrderStore.use();
  const reference = params.get('commande');
  const draft: CheckoutDraft = stored ?? {
    billing: EMPTY_BILLING,
    delivery: 'colissimo',
    payment: 'transfer',
    idempotencyKey: newIdempotencyKey(),
  };
  const confirmed = reference !== null && lastOrder?.reference === reference ? lastOrder : null;
  const cardReturn = reference !== null ? cardReturnFromSearch(params.toString()) : null;
  const reviewing = params.get('etape') === REVIEW && Object.keys(validateBilling(draft.billing)).length === 0;
  useDocumentTitle(
    cardReturn
      ? 'Paiement par carte'
      : confirmed
        ? `Commande ${confirmed.reference}`
        : reviewing
          ? 'Récapitulatif de la commande'
          : 'Facturation',
  );

  if (reference !== null && cardReturn) {
    return (
      <div className={common.page}>
        <CheckoutSteps current="Confirmation" />
        <CardReturn
          reference={reference}
          request={cardReturn}
          refused={params.get('code') === 'refused'}
          order={confirmed}
        />
      </div>
    );
  }
  if (confirmed) {
    return (
      <div className={common.page}>
        <CheckoutSteps current="Confirmation" />
        {confirmed.payment.method === 'card' && confirmed.status === 'pending_payment' ? (
          <CardPending order={confirmed} />
        ) : (
          <Confirmation order={confirmed} />
        )}
      </div>
    );
  }
  if (reference !== null) {
    return (
      <div className={common.page}>
        <Notice title="Confirmation indisponible" headingLevel={1}>
          <p>
            La confirmation de la commande {reference} n’est plus affichable sur cet appareil. Elle vous a été envoyée
            par e-mail ; pour toute question, écrivez-nous en rappelant sa référence.{' '}
            <Link to="/shop">Retourner à la boutique</Link>
          </p>
        </Notice>
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className={common.page}>
        <h1>Facturation</h1>
        <div className={common.panel}>
          <p>Votre panier est vide : ajoutez des articles avant de passer commande.</p>
          <Link to="/shop" className={common.button}>
            Voir la boutique
          </Link>
        </div>
      </div>
    );
  }

  const saveAndReview = (next: CheckoutDraft) => {
    checkoutStore.set(next);
    setParams({ etape: REVIEW });
  };
  const ordered = (order: OrderConfirmation) => {
    lastOrderStore.set(order);
    clearCart();
    // The order's key stays with it while its card payment is awaited: it proves this browser placed it.
    if (order.payment.method === 'card' && order.status === 'pending_payment' && order.payment.holdUntil) {
      cardPaymentStore.set({
        reference: order.reference,
        idempotencyKey: draft.idempotencyKey,
        holdUntil: order.payment.holdUntil,
        totalCents: order.totalCents,
      });
    }
    // The next checkout gets a new key; the details stay filled in for a next order.
    checkoutStore.set({ ...draft, idempotencyKey: newIdempotencyKey() });
    setParams({ commande: order.reference }, { replace: true });
    if (order.cardCheckout?.redirectUrl) goToPaymentPage(order.cardCheckout.redirectUrl);
  };

  return (
    <div className={common.page}>
      <CheckoutSteps current={reviewing ? 'Récapitulatif' : 'Coordonnées'} />
      {reviewing ? (
        <OrderReview draft={draft} lines={lines} member={member} onEdit={() => setParams({})} onOrdered={ordered} />
      ) : (
        <>
          <h1>Facturation</h1>
          <p className={common.lead}>
            {member ? `Tarif licencié : licence ${member.licenceNumber} vérifiée. ` : ''}Indiquez vos coordonnées et
            votre mode de livraison ; un récapitulatif complet vous sera présenté avant la validation.
          </p>
          <BillingForm draft={draft} chosenPayment={stored !== null} onDone={saveAndReview} />
        </>
      )}
    </div>
  );
}
