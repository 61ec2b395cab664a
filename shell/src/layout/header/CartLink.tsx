import { NavLink } from 'react-router';
import { cartLinkLabel, useCartCount } from '@wado/shared';
import styles from './CartLink.module.css';

/**
 * The cart in the header: its count comes from the cart store of `@wado/shared`, the same one the
 * shop writes to (one copy in the page), and follows the other tabs.
 */
export function CartLink() {
  const count = useCartCount();
  return (
    <NavLink
      to="/cart"
      className={({ isActive }) => `${styles.cart} ${isActive ? styles.active : ''}`}
      aria-label={cartLinkLabel(count)}
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path d="M6 8h12l-1 12H7L6 8Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M9 10V7a3 3 0 0 1 6 0v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}
