import { Link, useLocation } from 'react-router';
import { api, ROLE_LABELS } from '@wado/shared';
import { adminClasses, FormMessage, useAdminData, useAdminTitle } from '@wado/shared/admin';
import { adminMenu, ROLE_ABILITIES } from '../layout/adminMenu';
import type { AdminHomeState } from '../password/ChoosePasswordForm';
import { ADMIN_PATHS } from '../paths';
import { prefetchAdminSection } from '../sections/prefetchAdmin';
import { useSignedInPerson } from '../session/SessionContext';
import styles from './AdminHome.module.css';

/** `/admin`: what the person's roles let them do, and a link to each place. */
export function AdminHome() {
  useAdminTitle('Accueil');
  const person = useSignedInPerson();
  const entries = adminMenu(person.roles).filter((entry) => entry.to !== ADMIN_PATHS.home);
  // Said once by the page that sent the person here (a new password through a link…).
  const notice = (useLocation().state as AdminHomeState | null)?.notice;
  return (
    <div className={adminClasses.screen}>
      <h1>Espace d’administration</h1>
      {notice && <FormMessage kind="success">{notice}</FormMessage>}
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
      <ToCheck />
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

/**
 * « À vérifier »: what the published pages of the person's sections contradict (an album dated
 * before its event, medals a text counts that the podiums do not give), each with the page and
 * the screen that fixes it. Quiet when the check cannot be read: the home page still works.
 */
function ToCheck() {
  const { state } = useAdminData(() => api.getConsistency(), 'consistency');
  // The section holds its place while the check runs (a few hundred milliseconds): the cards
  // below do not jump when it arrives.
  if (state.status === 'error') return null;
  const items = state.status === 'ready' ? state.data.items : null;
  return (
    <section aria-labelledby="a-verifier">
      <h2 id="a-verifier">À vérifier</h2>
      {items === null ? (
        <p className={adminClasses.meta}>Vérification des pages publiées…</p>
      ) : items.length === 0 ? (
        <p>Rien à vérifier : les pages publiées de vos rubriques ne se contredisent pas.</p>
      ) : (
        <>
          <p>
            {items.length === 1
              ? 'Une contradiction entre des pages publiées :'
              : `${items.length} contradictions entre des pages publiées :`}
          </p>
          <ul className={styles.checks}>
            {items.map((item) => (
              <li key={`${item.where} ${item.message}`}>
                <p>{item.message}</p>
                <p className={adminClasses.meta}>
                  <Link to={item.edit}>Corriger</Link> · <a href={item.where}>Voir la page publiée</a>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
