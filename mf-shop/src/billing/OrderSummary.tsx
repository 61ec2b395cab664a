import { formatPrice, type OrderQuote } from '@wado/shared';
import styles from './Billing.module.css';

/** The lines, their prices and the total, as the server computed them. */
export function OrderSummary({ quote, caption }: { quote: OrderQuote; caption: string }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Article</th>
            <th scope="col" className={styles.number}>
              Prix unitaire
            </th>
            <th scope="col" className={styles.number}>
              Quantité
            </th>
            <th scope="col" className={styles.number}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.variantId}>
              <th scope="row" className={styles.item}>
                {line.name} <span className={styles.variant}>({line.variantLabel})</span>
              </th>
              <td className={styles.number} data-label="Prix unitaire">
                {/* One box for the price and the public one under it: on phones, the label is beside both. */}
                <span>
                  <span className={styles.amount}>{formatPrice(line.unitPriceCents)}</span>
                  {line.unitPriceCents < line.publicUnitPriceCents && (
                    <span className={styles.was}>
                      {' '}
                      au lieu de <s className={styles.amount}>{formatPrice(line.publicUnitPriceCents)}</s>
                    </span>
                  )}
                </span>
              </td>
              <td className={styles.number} data-label="Quantité">
                {line.quantity}
              </td>
              <td className={`${styles.number} ${styles.amount}`} data-label="Total">
                {formatPrice(line.lineTotalCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Sous-total{quote.memberPricing ? ' (tarif licencié)' : ''}
            </th>
            <td className={`${styles.number} ${styles.amount}`}>{formatPrice(quote.subtotalCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              Livraison
            </th>
            <td className={`${styles.number} ${styles.amount}`}>
              {quote.shippingCents === 0 ? 'Gratuite' : formatPrice(quote.shippingCents)}
            </td>
          </tr>
          <tr className={styles.grandTotal}>
            <th scope="row" colSpan={3}>
              Total TTC à payer
            </th>
            <td className={`${styles.number} ${styles.amount}`} data-testid="order-total">
              {formatPrice(quote.totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
