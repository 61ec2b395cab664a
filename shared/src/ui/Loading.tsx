import { TEXTS } from '../contract';
import styles from './ui.module.css';

/** Spec §2: the full-page indicator, a spinner and 'Chargement...'. */
export function Loading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{TEXTS.loading}</span>
    </div>
  );
}
