import { Link } from 'react-router';
import styles from './page.module.css';

/** « ← Tous les résultats »: the way back from a detail page to its list. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link className={styles.back} to={to}>
      ← {children}
    </Link>
  );
}
