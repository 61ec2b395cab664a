import { Link } from 'react-router';
import { CLUB_DISCIPLINE_LABELS, formatCount, type Club } from '@wado/shared';
import page from '../common/page.module.css';
import styles from './ClubFinderPage.module.css';

/**
 * One club of the finder: where, when (folded), and how to reach it; its name leads to its page. A card
 * under a section heading (a list ordered by distance) takes `headingLevel` 3; `distance` says how
 * far it is (« À 87 km de Dijon »).
 */
export function ClubCard({
  club,
  headingLevel = 2,
  distance,
}: {
  club: Club;
  headingLevel?: 2 | 3;
  distance?: string;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={page.card}>
      <Title>
        <Link to={`/club/${club.id}`}>{club.name}</Link>
      </Title>
      {distance && <p className={styles.distance}>{distance}</p>}
      <p className={styles.place}>
        {club.city} · {club.departmentName} ({club.department}) · {club.region}
      </p>
      <p>
        {club.address}
        <br />
        {club.postalCode} {club.city}
      </p>
      {club.disciplines && club.disciplines.length > 0 && (
        <p className={styles.disciplines}>
          <span className={page.visuallyHidden}>Disciplines : </span>
          {club.disciplines.map((discipline) => CLUB_DISCIPLINE_LABELS[discipline]).join(' · ')}
        </p>
      )}
      {club.trainingTimes.length > 0 && (
        // Folded: twelve cards stay a few screens long on a phone; the club's page shows them all.
        <details className={styles.timesBox}>
          <summary>Horaires ({formatCount(club.trainingTimes.length, 'créneau', 'créneaux')})</summary>
          <ul className={styles.times}>
            {club.trainingTimes.map((slot) => (
              <li key={slot}>{slot}</li>
            ))}
          </ul>
        </details>
      )}
      <ul className={styles.contact} aria-label={`Contacter ${club.name}`}>
        {club.email && (
          <li>
            <a href={`mailto:${club.email}`}>{club.email}</a>
          </li>
        )}
        {club.phone && (
          <li>
            <a href={`tel:${club.phone.replace(/\s/g, '')}`}>{club.phone}</a>
          </li>
        )}
        {club.website && (
          <li>
            <a href={club.website} rel="noopener noreferrer">
              Site du club<span className={page.visuallyHidden}> {club.name}</span>
            </a>
          </li>
        )}
      </ul>
    </li>
  );
}
