import { formatPrice } from '@wado/shared';
import styles from './shop.module.css';

/** The public price and, beside it, the member price (what the sale conditions promise to show). */
export function Price({ cents, memberCents }: { cents: number; memberCents: number }) {
  return (
    <span className={styles.priceBlock}>
      <span className={styles.price}>{formatPrice(cents)}</span>
      {memberCents < cents && <span className={styles.memberPrice}>Licencié : {formatPrice(memberCents)}</span>}
    </span>
  );
}
