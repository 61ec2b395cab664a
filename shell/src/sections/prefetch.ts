import { findRoute } from '@wado/shared';
import { loadSection } from './loadSection';

/**
 * Starts downloading what a page of the site needs as soon as the visitor shows the intent to
 * open it: the section (manifest, entry and routes module, through loadSection) and then the
 * screen's own chunk when it has one (`preload`: the screens a section loads on demand, such as
 * the checkout). The click then renders without waiting for the network.
 *
 * Best-effort and never blocking: nothing is awaited by the caller, a failure is swallowed (the
 * visit itself shows the section's usual French message), and nothing is fetched twice, since
 * loadSection and `lazyScreen` both keep what they loaded.
 */
export function prefetchScreen(pathname: string): void {
  const route = findRoute(pathname);
  if (!route || route.owner === 'shell') return;
  loadSection(route.owner)
    .then((section) => section.routes.find((candidate) => candidate.path === route.path)?.preload?.())
    .catch(() => undefined);
}

/**
 * The path of the site's page a link under `target` opens (`pageUrl`: the page it is in), or null
 * (another site, a download, a new tab).
 */
export function linkedPath(target: EventTarget | null, pageUrl = document.baseURI): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  const page = new URL(pageUrl);
  const url = new URL(link.getAttribute('href') ?? '', page);
  return url.origin === page.origin ? url.pathname : null;
}

/**
 * Prefetches the page of any link of the site the visitor is about to open, wherever it is drawn
 * (the shell's menu, a section's own list or button): the pointer over it, the keyboard focus on
 * it, or a finger down on it (a tap's click comes a moment later). Listens on the whole document;
 * returns what stops it.
 */
export function prefetchLinksOnIntent(root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const path = linkedPath(event.target);
    if (path) prefetchScreen(path);
  };
  const types = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of types) root.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of types) root.removeEventListener(type, onIntent, { capture: true });
  };
}
