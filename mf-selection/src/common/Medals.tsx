import { formatCount, type MedalCount } from '@wado/shared';
import styles from './medals.module.css';

const RANK_CLASS = { 1: styles.gold, 2: styles.silver, 3: styles.bronze } as const;
const RANK_LABEL = { 1: 'Médaille d’or', 2: 'Médaille d’argent', 3: 'Médaille de bronze' } as const;

/** A podium rank: a disc of the medal's colour with its number, and the medal named for screen readers. */
export function RankBadge({ rank }: { rank: 1 | 2 | 3 }) {
  return (
    <span className={`${styles.rank} ${RANK_CLASS[rank]}`} title={RANK_LABEL[rank]}>
      <span aria-hidden="true">{rank}</span>
      <span className={styles.srOnly}>{RANK_LABEL[rank]}</span>
    </span>
  );
}

/**
 * « 3 or · 2 argent · 4 bronze », with coloured discs and the total for screen readers: the
 * medals of `owner` (« l'équipe de France », an athlete's name).
 */
export function Medals({ medals, owner = "l'équipe de France" }: { medals: MedalCount; owner?: string }) {
  const total = medals.gold + medals.silver + medals.bronze;
  if (total === 0) return <p className={styles.medal}>Aucune médaille</p>;
  return (
    <ul className={styles.medals} aria-label={`${formatCount(total, 'médaille')} pour ${owner}`}>
      <li className={`${styles.medal} ${styles.gold}`}>{medals.gold} or</li>
      <li className={`${styles.medal} ${styles.silver}`}>{medals.silver} argent</li>
      <li className={`${styles.medal} ${styles.bronze}`}>{medals.bronze} bronze</li>
    </ul>
  );
}
