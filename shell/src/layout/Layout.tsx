import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { applyPageHead, findRoute, TEXTS } from '@wado/shared';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';
import { TermsBanner } from './terms-banner/TermsBanner';
import { useFocusOnRouteChange } from './route-focus/useFocusOnRouteChange';
import { markPageReady } from '../app/pageReady';
import { prefetchLinksOnIntent } from '../sections/prefetch';
import styles from './Layout.module.css';

/**
 * Spec §2: on each route change the page scrolls smoothly to the top. Not on the first page: it
 * arrives rendered by the server, and a visitor may have scrolled before the scripts ran.
 */
export function useScrollToTopOnNavigation(pathname: string) {
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
}

/**
 * The route table's title and description at once (with the canonical URL and Open Graph tags);
 * a page refines them with its own data (its effects run later).
 */
function useDefaultTitle(pathname: string) {
  useLayoutEffect(() => {
    const route = findRoute(pathname);
    applyPageHead({ title: route && route.kind !== 'home' ? route.label : '' });
  }, [pathname]);
}

export function Layout() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A section marks its page ready once its screen is there (SectionPage); the shell's own pages now.
    const route = findRoute(pathname);
    if (!route || route.owner === 'shell') markPageReady();
  }, [pathname]);
  // A link about to be opened, anywhere in the page: its section and screen download now.
  useEffect(() => prefetchLinksOnIntent(), []);
  useScrollToTopOnNavigation(pathname);
  useDefaultTitle(pathname);
  const main = useRef<HTMLElement>(null);
  useFocusOnRouteChange(pathname, main);
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#contenu">
        {TEXTS.skipLink}
      </a>
      <Header />
      <main ref={main} id="contenu" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <TermsBanner />
    </div>
  );
}
