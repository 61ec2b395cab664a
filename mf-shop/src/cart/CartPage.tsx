import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  cartCount,
  cartSubtotal,
  formatCount,
  formatPrice,
  linesOverStock,
  MAX_ITEMS_PER_ORDER,
  MAX_QUANTITY_PER_LINE,
  maxLineQuantity,
  orderLimitMessage,
  removeFromCart,
  setCartQuantity,
  stockLeftText,
  stockRefusalMessage,
  useCart,
  useDocumentTitle,
  useMemberProof,
  useSiteSettings,
  type CartLine,
} from '@wado/shared';
import { CheckoutSteps } from '../common/CheckoutSteps';
import common from '../common/shop.module.css';
// After the two above: the styles come in the same order as on the billing page.
import { CardAwaiting } from '../billing/CardPayment';
import { cardPaymentStore } from '../billing/checkout';
import { allInCartText } from '../common/stock';
import styles from './Cart.module.css';

/**
 * What the line says about the stock of its size, when the stock (not the caps) is what limits it:
 * too many for what is left (the order cannot go on), all of it, or how many are left.
 */
function stockNote(lines: readonly CartLine[], line: CartLine): { text: string; over: boolean } | null {
  const { stock } = line;
  if (stock === undefined) return null;
  const size = { name: line.name, variantLabel: line.variantLabel, stock };
  if (line.quantity > stock) return { text: stockRefusalMessage(size), over: true };
  if (stock > maxLineQuantity(lines, line.variantId, Number.POSITIVE_INFINITY)) return null;
  return { text: line.quantity === stock ? allInCartText(size) : `${stockLeftText(size)}.`, over: false };
}

export default function CartPage() {
  useDocumentTitle('Panier');
  const lines = useCart();
  const member = useMemberProof();
  const memberPricing = member !== null;
  const subtotal = cartSubtotal(lines, memberPricing);
  const count = cartCount(lines);
  const site = useSiteSettings();
  // A cart saved before the caps changed may be over them: it can only shrink until it fits.
  const overLimit = orderLimitMessage(lines, site?.email ?? 'l’association');
  // The server refused these lines for lack of stock (or the article page showed less left).
  const overStock = linesOverStock(lines).length > 0;
  const heading = useRef<HTMLHeadingElement>(null);
  const [removed, setRemoved] = useState('');
  const pendingCard = cardPaymentStore.use();
  const [openedAt] = useState(() => Date.now());
  const awaitingCard = pendingCard && Date.parse(pendingCard.holdUntil) > openedAt ? pendingCard : null;

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
      {awaitingCard && <CardAwaiting pending={awaitingCard} />}
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
            {formatCount(count, 'article')}. Votre panier est conservé sur cet appareil, dans tous vos onglets.
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
          {overStock && (
            <p className={common.alert} role="alert">
              Le stock a baissé depuis que vous avez choisi certains articles : corrigez les quantités signalées pour
              continuer.
            </p>
          )}
          <ul className={styles.lines} aria-label="Articles du panier">
            {lines.map((line) => {
              const unit = memberPricing ? line.memberPriceCents : line.unitPriceCents;
              const what = `${line.name} (${line.variantLabel})`;
              const note = stockNote(lines, line);
              const noteId = `stock-${line.variantId}`;
              return (
                <li key={line.variantId} className={styles.line}>
                  <img src={line.image.url} alt={line.image.alt} width={88} height={88} className={styles.image} />
                  <div className={styles.details}>
                    <Link to={`/shop/${line.itemId}`} className={styles.name}>
                      {line.name}
                    </Link>
                    <span className={common.hint}>Taille : {line.variantLabel}</span>
                    <span className={common.hint}>Prix unitaire : {formatPrice(unit)}</span>
                    {note && (
                      <span id={noteId} className={note.over ? common.fieldError : common.hint}>
                        {note.text}
                      </span>
                    )}
                  </div>
                  <div className={styles.controls}>
                    <label className={common.visuallyHidden} htmlFor={`qty-${line.variantId}`}>
                      Quantité de {what}
                    </label>
                    <select
                      id={`qty-${line.variantId}`}
                      className={styles.select}
                      value={line.quantity}
                      aria-describedby={note ? `cart-limits ${noteId}` : 'cart-limits'}
                      aria-invalid={note?.over ? true : undefined}
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
              {site &&
                `Livraison Colissimo ${formatPrice(site.shippingFeeCents)}, offerte dès ${formatPrice(site.freeShippingFromCents)} d’articles ; `}
              {site ? 'retrait' : 'Retrait'} gratuit au siège. Le montant exact est confirmé au récapitulatif, avant
              toute validation.
            </p>
            <div className={common.actions}>
              {overLimit || overStock ? (
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
