import type { Club } from '@wado/shared';
import page from '../common/page.module.css';
import styles from './ClubFinderPage.module.css';

/** One club of the finder: where, when, and how to reach it. */
export function ClubCard({ club }: { club: Club }) {
  return (
    <li className={page.card}>
      <h2>{club.name}</h2>
      <p className={styles.place}>
        {club.city} · {club.departmentName} ({club.department}) · {club.region}
      </p>
      <p>
        {club.address}
        <br />
        {club.postalCode} {club.city}
      </p>
      <div>
        <h3 className={styles.subheading}>Horaires</h3>
        <ul className={styles.times}>
          {club.trainingTimes.map((slot) => (
            <li key={slot}>{slot}</li>
          ))}
        </ul>
      </div>
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
