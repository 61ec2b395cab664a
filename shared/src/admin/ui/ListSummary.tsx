import type { ReactNode } from 'react';
import styles from './admin.module.css';

/**
 * Above a filtered list of the back office (orders, donations): how many and how much, announced
 * politely when the filters change, and the download of what is shown as CSV.
 */
export function ListSummary({ children, csv }: { children: ReactNode; csv?: { href: string; label: string } }) {
  return (
    <div className={styles.listSummary}>
      <p role="status" className={styles.listCount}>
        {children}
      </p>
      {csv && (
        <a className={styles.secondary} href={csv.href} download>
          {csv.label}
        </a>
      )}
    </div>
  );
}
