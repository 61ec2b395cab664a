/**
 * The compression dictionaries of the remotes' entries and manifests (shared/build/dictionaries.ts),
 * named by the server on the start script (`data-dictionary`, separated by spaces). They only serve
 * the sections a visitor opens next, so they are asked for once the page is taken over
 * (`<html data-page-ready>`) and the browser is idle. Named in the page's head, Chromium fetched
 * them during the takeover, where on a slow phone every request in flight takes its share of the
 * connection from main.js and the section's files (docs/performance.md, « Dictionnaires de
 * compression »). Part of the page start script: nothing of the app imported.
 */

import { isPageReady, whenPageReady } from './pageReady';

export const DICTIONARY_ATTRIBUTE = 'data-dictionary';

/** Only a path of this site: the attribute is the server's, but a page is no place to trust more. */
const isSitePath = (href: string | null): href is string => !!href && href.startsWith('/') && !href.startsWith('//');

/** When the browser is idle (at most `timeoutMs` later), or in the next task where it cannot say. */
function whenIdle(run: () => void, timeoutMs = 2_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 0);
}

/**
 * Adds a `<link rel="compression-dictionary" href>` for each address of `hrefs` (separated by
 * spaces) once the page is taken over and the browser is idle (at once if it already is taken
 * over), and only for an address the page does not link yet. Returns what stops the wait (for
 * tests).
 */
export function addDictionariesWhenReady(hrefs: string | null, doc: Document = document): () => void {
  const addresses = (hrefs ?? '').split(/\s+/).filter(isSitePath);
  if (addresses.length === 0) return () => undefined;
  const add = () => {
    const linked = new Set(
      Array.from(doc.head.querySelectorAll('link[rel="compression-dictionary"]'), (link) => link.getAttribute('href')),
    );
    for (const href of addresses) {
      if (linked.has(href)) continue;
      const link = doc.createElement('link');
      link.setAttribute('rel', 'compression-dictionary');
      link.setAttribute('href', href);
      doc.head.appendChild(link);
      linked.add(href);
    }
  };
  if (isPageReady(doc)) {
    whenIdle(add);
    return () => undefined;
  }
  return whenPageReady(doc, () => whenIdle(add));
}
