import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useFocusOnRouteChange } from '../../layout/route-focus/useFocusOnRouteChange';
import { markPageReady } from '../../app/pageReady';
import { ADMIN_PATHS } from '../paths';
import { useSession } from '../session/SessionContext';
import { prefetchAdminSection } from '../sections/prefetchAdmin';
import { adminMenu } from './adminMenu';
import styles from './AdminLayout.module.css';

export const ADMIN_TITLE = 'Espace d’administration — Wado France';

/** Search engines must never index the back office: `<meta name="robots">` while it is shown. */
function useNoIndex() {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = meta?.content;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    meta.content = 'noindex, nofollow';
    return () => {
      if (previous === undefined) meta.remove();
      else meta.content = previous;
    };
  }, []);
}

/**
 * The back office's frame: its name, the menu of what the person's roles open (a button opens
 * it on a phone), who is signed in and « Se déconnecter ». On every change of page the focus
 * goes to the new page's heading (`main h1`), as on the public site.
 */
export function AdminLayout() {
  const { state, signOut } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  // The phone's menu closes when the page changes: it is open for the page where it was opened.
  const [menu, setMenu] = useState({ open: false, pathname });
  const menuOpen = menu.open && menu.pathname === pathname;
  const menuId = useId();
  useNoIndex();
  useFocusOnRouteChange(pathname, main);
  useEffect(() => {
    if (state.status !== 'loading') markPageReady();
  }, [pathname, state.status]);

  const person = state.status === 'signed-in' ? state.person : null;
  const onSignOut = async () => {
    await signOut().catch(() => undefined);
    navigate(ADMIN_PATHS.signIn);
  };

  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#contenu-admin">
        Aller au contenu
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>
          <Link to={ADMIN_PATHS.home}>{ADMIN_TITLE}</Link>
        </p>
        {person && (
          <div className={styles.account}>
            <span>
              Compte : <strong>{person.email}</strong>
            </span>
            <button type="button" className={styles.signOut} onClick={() => void onSignOut()}>
              Se déconnecter
            </button>
          </div>
        )}
      </header>
      <div className={styles.body}>
        {person && (
          <nav className={styles.nav} aria-label="Menu de l’administration">
            <button
              type="button"
              className={styles.menuToggle}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenu({ open: !menuOpen, pathname })}
            >
              {menuOpen ? 'Fermer le menu' : 'Menu'}
            </button>
            <ul id={menuId} className={`${styles.menu} ${menuOpen ? styles.menuOpen : ''}`}>
              {adminMenu(person.roles).map((entry) => {
                const remote = entry.remote;
                const prefetch = remote ? () => prefetchAdminSection(remote) : undefined;
                return (
                  <li key={entry.to}>
                    <NavLink
                      to={entry.to}
                      end={entry.to === ADMIN_PATHS.home}
                      onPointerEnter={prefetch}
                      onFocus={prefetch}
                    >
                      {entry.label}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        <main ref={main} id="contenu-admin" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <footer className={styles.footer}>
        <Link to="/">Voir le site public</Link>
      </footer>
    </div>
  );
}
