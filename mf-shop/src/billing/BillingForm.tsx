import { useRef, useState, type FormEvent } from 'react';
import {
  api,
  BILLING_LABELS,
  CARD_HOLD_MINUTES,
  BILLING_LIMITS,
  DELIVERY_METHODS,
  deliveryDetail,
  formatPrice,
  PAYMENT_METHODS,
  PAYMENT_DELAY_DAYS,
  useResource,
  useSiteSettings,
  validateBilling,
  type BillingDetails,
  type BillingErrors,
  type DeliveryMethod,
  type PaymentMethod,
} from '@wado/shared';
import common from '../common/shop.module.css';
import styles from './Billing.module.css';
import type { CheckoutDraft } from './checkout';

const FIELDS: {
  name: keyof BillingDetails;
  autoComplete: string;
  type?: string;
  inputMode?: 'tel' | 'email' | 'numeric';
  hint?: string;
  wide?: boolean;
}[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  {
    name: 'email',
    autoComplete: 'email',
    type: 'email',
    inputMode: 'email',
    hint: 'La confirmation de commande y est envoyée.',
  },
  { name: 'phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel', hint: 'Exemple : 06 12 34 56 78' },
  { name: 'address', autoComplete: 'address-line1', wide: true },
  { name: 'addressMore', autoComplete: 'address-line2', hint: 'Facultatif : bâtiment, étage…', wide: true },
  { name: 'postcode', autoComplete: 'postal-code', inputMode: 'numeric', hint: '5 chiffres' },
  { name: 'city', autoComplete: 'address-level2' },
];

/** What the form says under each payment method. */
function paymentDetail(method: PaymentMethod, chequeOrder: string | undefined): string {
  switch (method) {
    case 'card':
      return `Paiement immédiat sur la page sécurisée de HelloAsso, le service de paiement en ligne de l’association, gratuit pour elle. Vos articles vous sont réservés ${CARD_HOLD_MINUTES}\u00a0minutes. HelloAsso vous proposera une contribution facultative à son fonctionnement : vous pouvez la mettre à 0\u00a0€.`;
    case 'transfer':
      return 'Les coordonnées bancaires et la référence à indiquer vous sont données à la confirmation.';
    case 'cheque':
      return `À l’ordre de ${chequeOrder ?? 'l’association'}, envoyé au siège ou remis lors d’une permanence.`;
  }
}

/**
 * Coordinates, delivery and payment: each invalid field gets its French message beside it. The
 * card comes first when the site offers it (HelloAsso configured), and is then the default choice.
 */
export function BillingForm({
  draft,
  chosenPayment,
  onDone,
}: {
  draft: CheckoutDraft;
  /** The buyer chose `draft.payment` (else it is only the default, replaced by the card when offered). */
  chosenPayment: boolean;
  onDone: (draft: CheckoutDraft) => void;
}) {
  const site = useSiteSettings();
  const [options] = useResource(() => api.paymentOptions(), 'payment-options');
  const cardOffered = options.status === 'ready' && options.data.card;
  const methods = PAYMENT_METHODS.filter((method) => method.id !== 'card' || cardOffered);
  const [billing, setBilling] = useState<BillingDetails>(draft.billing);
  const [delivery, setDelivery] = useState<DeliveryMethod>(draft.delivery);
  const [picked, setPicked] = useState<PaymentMethod | null>(chosenPayment ? draft.payment : null);
  const payment: PaymentMethod =
    picked !== null && methods.some((method) => method.id === picked) ? picked : cardOffered ? 'card' : 'transfer';
  const [errors, setErrors] = useState<BillingErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBilling(billing);
    setErrors(found);
    const first = (Object.keys(BILLING_LABELS) as (keyof BillingDetails)[]).find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onDone({ ...draft, billing, delivery, payment });
  };

  const errorCount = Object.keys(errors).length;
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {errorCount > 0 && (
        <p className={common.alert} role="alert">
          {errorCount === 1 ? 'Un champ est à corriger.' : `${errorCount} champs sont à corriger.`}
        </p>
      )}
      <fieldset className={common.fieldset}>
        <legend className={styles.sectionTitle}>Vos coordonnées</legend>
        <div className={styles.grid}>
          {FIELDS.map((field) => {
            const id = `billing-${field.name}`;
            const error = errors[field.name];
            const described = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
            return (
              <div key={field.name} className={`${common.field} ${field.wide ? styles.wide : ''}`}>
                <label htmlFor={id}>
                  {BILLING_LABELS[field.name]}
                  {field.name !== 'addressMore' && <span aria-hidden="true"> *</span>}
                </label>
                <input
                  id={id}
                  name={field.name}
                  type={field.type ?? 'text'}
                  inputMode={field.inputMode}
                  autoComplete={field.autoComplete}
                  maxLength={BILLING_LIMITS[field.name] + 10}
                  required={field.name !== 'addressMore'}
                  value={billing[field.name]}
                  onChange={(event) => setBilling({ ...billing, [field.name]: event.target.value })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described || undefined}
                />
                {field.hint && (
                  <span id={`${id}-hint`} className={common.hint}>
                    {field.hint}
                  </span>
                )}
                {error && (
                  <p id={`${id}-error`} className={common.fieldError}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <p className={common.hint}>
          * champs obligatoires. L’adresse sert de livraison pour Colissimo et de facturation dans tous les cas.
        </p>
      </fieldset>

      <fieldset className={common.fieldset}>
        <legend className={styles.sectionTitle}>Livraison</legend>
        {DELIVERY_METHODS.map((method) => (
          <label key={method.id} className={common.choice}>
            <input
              type="radio"
              name="delivery"
              value={method.id}
              checked={delivery === method.id}
              onChange={() => setDelivery(method.id)}
            />
            <span>
              {method.label}
              {method.id === 'colissimo' &&
                site &&
                ` : ${formatPrice(site.shippingFeeCents)}, offerte dès ${formatPrice(site.freeShippingFromCents)} d’articles`}
              {site && <small>{deliveryDetail(method.id, site)}</small>}
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset className={common.fieldset}>
        <legend className={styles.sectionTitle}>Paiement</legend>
        {methods.map((method) => (
          <label key={method.id} className={common.choice}>
            <input
              type="radio"
              name="payment"
              value={method.id}
              checked={payment === method.id}
              onChange={() => setPicked(method.id)}
            />
            <span>
              {method.label}
              <small>{paymentDetail(method.id, site?.chequeOrder)}</small>
            </span>
          </label>
        ))}
        <p className={common.hint}>
          {cardOffered
            ? `Virement ou chèque : paiement sous ${PAYMENT_DELAY_DAYS} jours. Aucune donnée bancaire n’est demandée sur ce site : la carte se saisit sur la page de HelloAsso.`
            : `Paiement sous ${PAYMENT_DELAY_DAYS} jours. Aucune donnée bancaire n’est demandée sur le site.`}
        </p>
      </fieldset>

      <div className={common.actions}>
        <button type="submit" className={common.button}>
          Vérifier ma commande
        </button>
      </div>
    </form>
  );
}
