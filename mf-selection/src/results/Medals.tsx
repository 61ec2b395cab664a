import type { MedalCount } from '@wado/shared';
import styles from './results.module.css';

/** « 3 or · 2 argent · 4 bronze », with coloured discs and a full text for screen readers. */
export function Medals({ medals }: { medals: MedalCount }) {
  const total = medals.gold + medals.silver + medals.bronze;
  if (total === 0) return <p className={styles.medal}>Aucune médaille</p>;
  return (
    <ul className={styles.medals} aria-label={`${total} médaille${total > 1 ? 's' : ''} pour l'équipe de France`}>
      <li className={`${styles.medal} ${styles.gold}`}>{medals.gold} or</li>
      <li className={`${styles.medal} ${styles.silver}`}>{medals.silver} argent</li>
      <li className={`${styles.medal} ${styles.bronze}`}>{medals.bronze} bronze</li>
    </ul>
  );
}
