import { useId } from 'react';
import { Link } from 'react-router';
import {
  formatCount,
  formatInteger,
  fromPlace,
  type ClubListResponse,
  type NearestClubs as Nearest,
} from '@wado/shared';
import page from '../common/page.module.css';
import styles from './ClubFinderPage.module.css';
import { ClubCard } from './ClubCard';

/** « À 87 km de Dijon », « À moins d’un kilomètre de Lyon ». */
function distanceText(distanceKm: number, centre: string): string {
  const distance = distanceKm === 0 ? 'À moins d’un kilomètre' : `À ${formatInteger(distanceKm)}\u00a0km`;
  return `${distance} ${fromPlace(centre)}`;
}

/**
 * What the finder shows instead of an empty list: the clubs nearest to the place searched (or to
 * the region chosen), with their distance; for a place nobody knows, every region to choose from.
 */
export function NearestClubs({ nearest, regions }: { nearest: Nearest; regions: ClubListResponse['regions'] }) {
  const headingId = useId();
  const { place } = nearest;
  return (
    <section className={styles.nearest} aria-labelledby={headingId}>
      <h2 id={headingId}>{nearest.message}</h2>
      {nearest.note && <p className={styles.help}>{nearest.note}</p>}
      {!place ? (
        <>
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
        </>
      ) : nearest.clubs.length === 0 ? (
        <p className={styles.help}>Aucun club n’est encore inscrit dans l’annuaire.</p>
      ) : (
        <ul className={page.grid} aria-label="Clubs les plus proches">
          {nearest.clubs.map(({ club, distanceKm }) => (
            <ClubCard key={club.id} club={club} headingLevel={3} distance={distanceText(distanceKm, place.centre)} />
          ))}
        </ul>
      )}
      <p className={styles.help}>
        <Link to={{ search: '' }}>Afficher tous les clubs</Link>
      </p>
    </section>
  );
}
