import { use } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { holdsRole, type AdminSection } from '@wado/shared';
import { AdminPersonProvider, adminClasses, useAdminTitle } from '@wado/shared/admin';
import { RemoteSlot } from '../../sections/SectionPage';
import { loadAdminSection } from '../../sections/loadSection';
import { adminSectionPath } from '../paths';
import { AdminNotFound, Forbidden } from '../session/guards';
import { useSignedInPerson } from '../session/SessionContext';
import styles from './AdminSectionPage.module.css';

function SectionScreens({ section }: { section: AdminSection }) {
  const module = use(loadAdminSection(section.remote));
  const person = useSignedInPerson();
  const allowed = module.screens.filter((screen) => holdsRole(person.roles, screen.roles));
  const menu = allowed.filter((screen) => screen.label);
  const [first] = menu;
  return (
    <AdminPersonProvider person={person}>
      <div className={styles.section}>
        {menu.length > 0 && (
          <nav className={styles.subMenu} aria-label={`Rubrique ${section.label}`}>
            <ul>
              {menu.map((screen) => (
                <li key={screen.path}>
                  {/* Absolute: from a splat route, a relative link would start from the whole address. */}
                  <NavLink to={`${adminSectionPath(section.remote)}/${screen.path}`}>{screen.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <Routes>
          <Route index element={first ? <Navigate to={first.path} replace /> : <NothingOpen section={section} />} />
          {module.screens.map((screen) => {
            const Screen = screen.Component;
            return (
              <Route
                key={screen.path}
                path={screen.path}
                element={holdsRole(person.roles, screen.roles) ? <Screen /> : <Forbidden roles={screen.roles} />}
              />
            );
          })}
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </div>
    </AdminPersonProvider>
  );
}

function NothingOpen({ section }: { section: AdminSection }) {
  useAdminTitle(section.label);
  return (
    <div className={adminClasses.screen}>
      <h1>{section.label}</h1>
      <p>Aucun écran de cette rubrique ne vous est ouvert pour l’instant.</p>
    </div>
  );
}

/**
 * `/admin/<remote>/*`: a remote's editing screens (its `./admin` module), loaded on demand, with
 * the sub-menu of the screens the person's roles open. A remote that cannot be loaded, or a
 * screen that throws, stays in this slot with a French message and « Réessayer »: the rest of the
 * back office goes on working.
 */
export function AdminSectionPage({ section }: { section: AdminSection }) {
  return (
    <RemoteSlot remote={section.remote}>
      <SectionScreens section={section} />
    </RemoteSlot>
  );
}
