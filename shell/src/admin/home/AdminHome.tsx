import { Link } from 'react-router';
import { ROLE_LABELS } from '@wado/shared';
import { adminClasses, useAdminTitle } from '@wado/shared/admin';
import { adminMenu, ROLE_ABILITIES } from '../layout/adminMenu';
import { ADMIN_PATHS } from '../paths';
import { prefetchAdminSection } from '../sections/prefetchAdmin';
import { useSignedInPerson } from '../session/SessionContext';
import styles from './AdminHome.module.css';

/** `/admin`: what the person's roles let them do, and a link to each place. */
export function AdminHome() {
  useAdminTitle('Accueil');
  const person = useSignedInPerson();
  const entries = adminMenu(person.roles).filter((entry) => entry.to !== ADMIN_PATHS.home);
  return (
    <div className={adminClasses.screen}>
      <h1>Espace d’administration</h1>
      <section aria-labelledby="vos-roles">
        <h2 id="vos-roles">Vos rôles</h2>
        <ul>
          {person.roles.map((role) => (
            <li key={role}>
              <strong>{ROLE_LABELS[role]}</strong> : {ROLE_ABILITIES[role]}.
            </li>
          ))}
        </ul>
        {person.roles.length === 0 && (
          <p>Aucun rôle ne vous est encore attribué : demandez à un administrateur du site de vous en donner un.</p>
        )}
      </section>
      <section aria-labelledby="vos-espaces">
        <h2 id="vos-espaces">Ce que vous pouvez faire</h2>
        <ul className={styles.cards}>
          {entries.map((entry) => {
            const remote = entry.remote;
            const prefetch = remote ? () => prefetchAdminSection(remote) : undefined;
            return (
              <li key={entry.to} className={adminClasses.card}>
                <h3 className={styles.cardTitle}>
                  <Link to={entry.to} onPointerEnter={prefetch} onFocus={prefetch}>
                    {entry.label}
                  </Link>
                </h3>
                <p className={adminClasses.meta}>{entry.description}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
