import { formatDate, type HouseholdMember } from '@wado/shared';
import { ESPACE_TEXTS } from './texts';
import styles from './Espace.module.css';

/** « 12 mars 2014 »; the date as it came should it not be one. */
function birthDate(value: string): string {
  try {
    return formatDate(value);
  } catch {
    return value;
  }
}

/** « Votre foyer »: every licensee whose licence names the address (a parent's children, themselves). */
export function Household({ members }: { members: readonly HouseholdMember[] }) {
  return (
    <section aria-labelledby="espace-foyer" className={styles.section}>
      <h2 id="espace-foyer">{ESPACE_TEXTS.household}</h2>
      {members.length === 0 ? (
        <p className={styles.empty}>{ESPACE_TEXTS.emptyHousehold}</p>
      ) : (
        <ul className={styles.members}>
          {members.map((member) => (
            <li key={member.licenseeId} className={styles.member}>
              <h3>
                {member.firstName} {member.lastName}
              </h3>
              <dl className={styles.facts}>
                <dt>{ESPACE_TEXTS.club}</dt>
                <dd>{member.club.name}</dd>
                <dt>{ESPACE_TEXTS.birthDate}</dt>
                <dd>
                  <time dateTime={member.birthDate}>{birthDate(member.birthDate)}</time>
                </dd>
                <dt>{ESPACE_TEXTS.grade}</dt>
                <dd>{member.grade || ESPACE_TEXTS.unknownGrade}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
