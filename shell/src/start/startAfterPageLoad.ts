/**
 * The page's first script, and its only one until the page has loaded (issue 7). The build emits
 * this file on its own, outside webpack's module system (shared/build/pageStartScript.ts): it
 * must stay self-contained, with no import.
 *
 * The server's HTML is the page: the visitor reads it while the scripts that take it over
 * (the federation runtime, React, the router, the section's remote: ~250 KB compressed) are not
 * even requested. On a phone's connection, downloading them alongside the page's styles and
 * largest image delayed that image by half a second or more (Lighthouse mobile, /news: LCP 1.6 s
 * with main.js requested by the HTML, 1.15 s with main.js requested after the page's load).
 */

/**
 * How long the takeover waits at most for the page's own files (images, styles): an image that
 * hangs must not leave the page's controls dead.
 */
export const PAGE_LOAD_WAIT_MS = 3_000;

/**
 * Resolves once the page rendered by the server has finished loading (its `load` event, then one
 * frame so that it is painted), or after `maxWaitMs`, whichever comes first; at once when there is
 * no server-rendered page to show meanwhile.
 */
export function afterPageLoad(hasServerPage: boolean, maxWaitMs = PAGE_LOAD_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (!hasServerPage) {
      resolve();
      return;
    }
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      window.removeEventListener('load', onLoad);
      resolve();
    };
    const onLoad = () => requestAnimationFrame(() => setTimeout(finish, 0));
    const timer = setTimeout(finish, maxWaitMs);
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
  });
}

/**
 * The id of the JSON list of section manifests the server writes in the page
 * (TAKEOVER_PRELOADS_ELEMENT_ID of @wado/shared/contract: a copy, this file has no import).
 */
export const TAKEOVER_PRELOADS_ELEMENT_ID = 'wado-takeover-preloads';

/** The manifests the server listed for this page; none when the list is absent or unreadable. */
export function takeoverPreloads(doc: Document = document): string[] {
  try {
    const list: unknown = JSON.parse(doc.getElementById(TAKEOVER_PRELOADS_ELEMENT_ID)?.textContent || '[]');
    return Array.isArray(list) ? list.filter((url): url is string => typeof url === 'string' && url !== '') : [];
  } catch {
    return [];
  }
}

/**
 * Run by the `<script defer src="start…js" data-entry="/static/main…js">` the build writes in
 * place of the entry's own tag: once the page has loaded, preloads the manifests of the page's
 * sections (the federation runtime fetches them the same way: a CORS fetch) and adds the entry's
 * script, so that they download side by side rather than the manifest after the runtime.
 */
export function startAfterPageLoad(startScript: Element | null = document.currentScript): Promise<void> {
  const entry = startScript?.getAttribute('data-entry');
  if (!entry) return Promise.reject(new Error('Script de démarrage sans data-entry'));
  const hasServerPage = document.getElementById('root')?.firstElementChild != null;
  return afterPageLoad(hasServerPage).then(() => {
    for (const manifest of takeoverPreloads()) {
      const link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'fetch');
      link.setAttribute('crossorigin', 'anonymous');
      link.setAttribute('href', manifest);
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.src = entry;
    document.body.appendChild(script);
  });
}
