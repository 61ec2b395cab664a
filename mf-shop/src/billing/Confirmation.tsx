import { Link } from 'react-router';
import {
  DELIVERY_METHODS,
  deliveryDetail,
  formatDate,
  formatPrice,
  SALE_CONDITIONS_PATH,
  useSiteSettings,
  withdrawalForm,
  withdrawalNotice,
  type OrderConfirmation,
} from '@wado/shared';
import common from '../common/shop.module.css';
import styles from './Billing.module.css';
import { OrderSummary } from './OrderSummary';

/**
 * What the buyer must keep: the reference, the total, how to pay (or that HelloAsso confirmed the
 * card payment), the right of withdrawal.
 */
export function Confirmation({ order }: { order: OrderConfirmation }) {
  const delivery = DELIVERY_METHODS.find((method) => method.id === order.delivery)!;
  const site = useSiteSettings();
  const paidByCard = order.payment.method === 'card' && order.status !== 'pending_payment';
  return (
    <>
      <h1>{paidByCard ? 'Paiement reçu' : 'Merci, votre commande est enregistrée'}</h1>
      <div className={common.success} role="status">
        <p className={styles.reference}>
          Référence de la commande : <strong data-testid="order-reference">{order.reference}</strong>
        </p>
        {paidByCard ? (
          <p>
            HelloAsso nous a confirmé votre paiement par carte de <strong>{formatPrice(order.totalCents)}</strong> TTC :
            votre commande est en préparation. Un e-mail de confirmation a été envoyé à {order.billing.email}.
          </p>
        ) : (
          <p>
            Montant à payer : <strong>{formatPrice(order.totalCents)}</strong> TTC, avant le{' '}
            {formatDate(order.payment.dueDate)} ; sans paiement à cette date, la commande est annulée automatiquement.
            Un e-mail de confirmation reprenant ces informations a été envoyé à {order.billing.email}.
          </p>
        )}
      </div>

      {!paidByCard && <PaymentSteps payment={order.payment} />}

      <OrderSummary
        quote={order}
        caption={`Détail de la commande ${order.reference} du ${formatDate(order.createdAt)}`}
      />

      <section aria-labelledby="delivery-title">
        <h2 id="delivery-title" className={styles.sectionTitle}>
          {delivery.label}
        </h2>
        {site && <p>{deliveryDetail(order.delivery, site)}</p>}
      </section>

      <section aria-labelledby="withdrawal-title">
        <h2 id="withdrawal-title" className={styles.sectionTitle}>
          Votre droit de rétractation
        </h2>
        {site && (
          <>
            <p>{withdrawalNotice(site)}</p>
            <details className={styles.form}>
              <summary>Formulaire de rétractation (annexe à l’article R221-1 du code de la consommation)</summary>
              <blockquote>
                {withdrawalForm(site).map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </blockquote>
            </details>
          </>
        )}
        <p>
          Les <Link to={SALE_CONDITIONS_PATH}>conditions générales de vente</Link> acceptées lors de la commande sont
          aussi reproduites dans l’e-mail de confirmation.
          {site && (
            <>
              {' '}
              Une question ? Écrivez à <a href={`mailto:${site.email}`}>{site.email}</a> en rappelant la référence{' '}
              {order.reference}.
            </>
          )}
        </p>
      </section>
      <div className={common.actions}>
        <button type="button" className={common.secondary} onClick={() => window.print()}>
          Imprimer cette page
        </button>
        <Link to="/shop" className={common.secondary}>
          Retourner à la boutique
        </Link>
      </div>
    </>
  );
}

/** How to pay a transfer or a cheque: the steps and the details to copy. */
function PaymentSteps({ payment }: { payment: OrderConfirmation['payment'] }) {
  return (
    <section className={common.panel} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.sectionTitle}>
        Paiement par {payment.title.toLowerCase()}
      </h2>
      <ol className={styles.steps}>
        {payment.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <dl className={styles.details}>
        {payment.details.map((detail) => (
          <div key={detail.label}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
