import type { ReactNode } from 'react';
import styles from './admin.module.css';

/**
 * A message after an action: an error is an alert (read at once by screen readers), a success or
 * an information a polite status.
 */
export function FormMessage({ kind, children }: { kind: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`${styles.message} ${styles[kind]}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The back office's classes for forms, buttons, lists and messages (CSS Modules of @wado/shared/admin). */
export const adminClasses = styles;
