import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  cartCount,
  cartSubtotal,
  formatPrice,
  MAX_ITEMS_PER_ORDER,
  MAX_QUANTITY_PER_LINE,
  maxLineQuantity,
  orderLimitMessage,
  removeFromCart,
  setCartQuantity,
  SHIPPING,
  useCart,
  useDocumentTitle,
  useMemberProof,
} from '@wado/shared';
import { CheckoutSteps } from '../common/CheckoutSteps';
import common from '../common/shop.module.css';
import styles from './Cart.module.css';

export default function CartPage() {
  useDocumentTitle('Panier');
  const lines = useCart();
  const member = useMemberProof();
  const memberPricing = member !== null;
  const subtotal = cartSubtotal(lines, memberPricing);
  const count = cartCount(lines);
  // A cart saved before the caps changed may be over them: it can only shrink until it fits.
  const overLimit = orderLimitMessage(lines);
  const heading = useRef<HTMLHeadingElement>(null);
  const [removed, setRemoved] = useState('');

  // The removed line's button disappears with it: the focus goes to the page's heading (not lost
  // to the top of the document) and the live region says what happened.
  const remove = (variantId: string, what: string) => {
    removeFromCart(variantId);
    setRemoved(`${what} retiré du panier.`);
    heading.current?.focus();
  };

  return (
    <div className={common.page}>
      <CheckoutSteps current="Panier" />
      <h1 ref={heading} tabIndex={-1}>
        Panier
      </h1>
      <p role="status" className={removed ? common.success : common.visuallyHidden}>
        {removed}
      </p>
      {lines.length === 0 ? (
        <div className={common.panel}>
          <p>Votre panier est vide.</p>
          <Link to="/shop" className={common.button}>
            Découvrir la boutique
          </Link>
        </div>
      ) : (
        <>
          <p className={common.lead}>
            {count} article{count > 1 ? 's' : ''}. Votre panier est conservé sur cet appareil, dans tous vos onglets.
          </p>
          <p className={common.hint} id="cart-limits">
            Une commande compte au plus {MAX_ITEMS_PER_ORDER} articles, dont {MAX_QUANTITY_PER_LINE} au plus par article
            et par taille.
          </p>
          {overLimit && (
            <p className={common.alert} role="alert">
              {overLimit}
            </p>
          )}
          <ul className={styles.lines} aria-label="Articles du panier">
            {lines.map((line) => {
              const unit = memberPricing ? line.memberPriceCents : line.unitPriceCents;
              const what = `${line.name} (${line.variantLabel})`;
              return (
                <li key={line.variantId} className={styles.line}>
                  <img src={line.image.url} alt={line.image.alt} width={88} height={88} className={styles.image} />
                  <div className={styles.details}>
                    <Link to={`/shop/${line.itemId}`} className={styles.name}>
                      {line.name}
                    </Link>
                    <span className={common.hint}>Taille : {line.variantLabel}</span>
                    <span className={common.hint}>Prix unitaire : {formatPrice(unit)}</span>
                  </div>
                  <div className={styles.controls}>
                    <label className={common.visuallyHidden} htmlFor={`qty-${line.variantId}`}>
                      Quantité de {what}
                    </label>
                    <select
                      id={`qty-${line.variantId}`}
                      className={styles.select}
                      value={line.quantity}
                      aria-describedby="cart-limits"
                      onChange={(event) => setCartQuantity(line.variantId, Number(event.target.value))}
                    >
                      {Array.from({ length: maxLineQuantity(lines, line.variantId) }, (_, index) => index + 1).map(
                        (value) => (
                          <option key={value} value={value}>
                            {value}
                          </option>
                        ),
                      )}
                    </select>
                    <button
                      type="button"
                      className={common.linkButton}
                      onClick={() => remove(line.variantId, what)}
                      aria-label={`Retirer ${what} du panier`}
                    >
                      Retirer
                    </button>
                  </div>
                  <span
                    className={styles.lineTotal}
                    aria-label={`Total de la ligne : ${formatPrice(unit * line.quantity)}`}
                  >
                    {formatPrice(unit * line.quantity)}
                  </span>
                </li>
              );
            })}
          </ul>
          <div className={styles.summary}>
            <p className={styles.total}>
              <span>Total des articles (TTC)</span>
              <strong data-testid="cart-total">{formatPrice(subtotal)}</strong>
            </p>
            <p className={common.hint}>
              {memberPricing
                ? `Tarif licencié affiché (licence vérifiée, ${member.clubName}).`
                : 'Licencié dans un club affilié ? Le tarif licencié s’applique à l’étape suivante.'}{' '}
              Livraison Colissimo {formatPrice(SHIPPING.colissimoCents)}, offerte dès{' '}
              {formatPrice(SHIPPING.freeFromCents)} d’articles ; retrait gratuit au siège. Le montant exact est confirmé
              au récapitulatif, avant toute validation.
            </p>
            <div className={common.actions}>
              {overLimit ? (
                <button type="button" className={common.button} disabled>
                  Continuer la commande
                </button>
              ) : (
                <Link to="/isaffiliated" className={common.button}>
                  Continuer la commande
                </Link>
              )}
              <Link to="/shop" className={common.secondary}>
                Continuer mes achats
              </Link>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
