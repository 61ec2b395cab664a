import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { holdsRole, Loading, Notice, ROLE_LABELS, type Role } from '@wado/shared';
import { adminClasses, useAdminTitle } from '@wado/shared/admin';
import { ADMIN_PATHS, signInPath } from '../paths';
import { useSession } from './SessionContext';

/**
 * The back office's screens behind a session: while the server is asked, a loading indicator;
 * signed out, the sign-in page (which comes back here afterwards).
 */
export function RequireSignIn() {
  const { state, refresh } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <Notice
        title="L’espace d’administration est momentanément indisponible"
        headingLevel={1}
        action={{ label: 'Réessayer', onClick: refresh }}
      >
        <p>{state.message}</p>
      </Notice>
    );
  }
  if (state.status === 'signed-out') {
    return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}

/** A screen for some roles only: the others read why, and whom to ask. */
export function RequireRoles({ roles, children }: { roles: readonly Role[]; children?: ReactNode }) {
  const { state } = useSession();
  const held = state.status === 'signed-in' ? state.person.roles : [];
  if (!holdsRole(held, roles)) return <Forbidden roles={roles} />;
  return children ?? <Outlet />;
}

export function Forbidden({ roles }: { roles: readonly Role[] }) {
  useAdminTitle('Accès réservé');
  return (
    <div className={adminClasses.screen}>
      <h1>Accès réservé</h1>
      <p>
        Cette page est réservée aux personnes qui ont le rôle{' '}
        {roles.map((role) => `« ${ROLE_LABELS[role]} »`).join(' ou ')}. Si vous en avez besoin, demandez-le à un
        administrateur du site.
      </p>
      <p>
        <Link to={ADMIN_PATHS.home}>Retour à l’accueil de l’administration</Link>
      </p>
    </div>
  );
}

export function AdminNotFound() {
  useAdminTitle('Page introuvable');
  return (
    <div className={adminClasses.screen}>
      <h1>Page introuvable</h1>
      <p>Cette adresse ne correspond à aucune page de l’espace d’administration.</p>
      <p>
        <Link to={ADMIN_PATHS.home}>Retour à l’accueil de l’administration</Link>
      </p>
    </div>
  );
}
