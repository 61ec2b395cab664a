import { useId } from 'react';
import { Link } from 'react-router';
import { formatCount, type ClubListResponse } from '@wado/shared';
import styles from './ClubFinderPage.module.css';

/**
 * What the finder shows for a search that names neither a club nor a place it knows: the message,
 * how to search, every region to choose from, and the whole directory. Never a dead end.
 */
export function UnknownPlace({ message, regions }: { message: string; regions: ClubListResponse['regions'] }) {
  const headingId = useId();
  return (
    <section className={styles.nearest} aria-labelledby={headingId}>
      <h2 id={headingId}>{message}</h2>
      <p className={styles.help}>
        Vérifiez l’orthographe, ou cherchez une ville, un code postal ou un numéro de département. Vous pouvez aussi
        choisir une région :
      </p>
      <ul className={styles.regions} aria-label="Régions">
        {regions.map(({ region, count }) => (
          <li key={region}>
            <Link to={{ search: `?${new URLSearchParams({ region })}` }}>{region}</Link>{' '}
            <span className={styles.regionCount}>
              ({count === 0 ? 'aucun club' : formatCount(count, 'club', 'clubs')})
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.help}>
        <Link to={{ search: '' }}>Afficher tous les clubs</Link>
      </p>
    </section>
  );
}
