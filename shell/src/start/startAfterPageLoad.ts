/**
 * The page's first script, and its only one until the page has loaded (issue 7). The build emits
 * this file on its own, outside webpack's module system (shared/build/pageStartScript.ts), bundled
 * by esbuild with the few modules it imports (never the app's): it must stay small.
 *
 * The server's HTML is the page. The scripts that take it over (the shell's entry, each section's
 * entry and pages) are named in it at low priority and download while it loads (takeoverScriptsHtml
 * of the server), but none runs before this script adds the shell's entry, once the page has
 * loaded and painted: run earlier, main.js counted in the largest paint (Lighthouse mobile, /news:
 * LCP 1.6 s with main.js run by the HTML, 1.15 s after the page's load). Until then, taps on the
 * controls that need JavaScript wait (pendingTaps).
 */
import { holdTapsUntilReady } from './pendingTaps';

/**
 * How long the takeover waits at most for the page's own files (images, styles): an image that
 * hangs must not leave the page's controls dead.
 */
export const PAGE_LOAD_WAIT_MS = 3_000;

/**
 * How long the page's largest paint must stay the same before the takeover starts: a few frames,
 * for the image painted just after the `load` event.
 */
export const PAINT_SETTLE_MS = 50;

/**
 * Resolves once the page rendered by the server has finished loading and is painted (its `load`
 * event, then its paints: see whenPaintsSettle), or after `maxWaitMs`, whichever comes first; at
 * once when there is no server-rendered page to show meanwhile.
 */
export function afterPageLoad(
  hasServerPage: boolean,
  maxWaitMs = PAGE_LOAD_WAIT_MS,
  settleMs = PAINT_SETTLE_MS,
): Promise<void> {
  return new Promise((resolve) => {
    if (!hasServerPage) {
      resolve();
      return;
    }
    let done = false;
    const cleanups: (() => void)[] = [];
    const finish = () => {
      if (done) return;
      done = true;
      for (const cleanup of cleanups) cleanup();
      resolve();
    };
    const timer = setTimeout(finish, maxWaitMs);
    cleanups.push(() => clearTimeout(timer));
    const onLoad = () => whenPaintsSettle(finish, settleMs, cleanups);
    if (document.readyState === 'complete') onLoad();
    else {
      window.addEventListener('load', onLoad, { once: true });
      cleanups.push(() => window.removeEventListener('load', onLoad));
    }
  });
}

/**
 * Calls `done` once the page's first contentful paint has been shown and no larger content has
 * been painted for `settleMs` (the browser's largest-contentful-paint entries). The `load` event
 * may come before the first paint, and an image loaded by then is painted a few frames later:
 * scripts requested before would share the phone's connection and main thread with that paint.
 * Where the browser reports neither entry, one frame after the call.
 */
function whenPaintsSettle(done: () => void, settleMs: number, cleanups: (() => void)[]): void {
  const reported = typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
  if (!reported.includes('paint') || !reported.includes('largest-contentful-paint')) {
    requestAnimationFrame(() => setTimeout(done, 0));
    return;
  }
  let painted = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(quiet);
    quiet = setTimeout(done, settleMs);
  };
  const paints = new PerformanceObserver((list) => {
    if (painted || !list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    painted = true;
    restart();
  });
  const largestPaints = new PerformanceObserver(() => {
    if (painted) restart();
  });
  paints.observe({ type: 'paint', buffered: true });
  largestPaints.observe({ type: 'largest-contentful-paint', buffered: true });
  cleanups.push(() => {
    paints.disconnect();
    largestPaints.disconnect();
    clearTimeout(quiet);
  });
}

/**
 * The id of the JSON list of files the server names for the takeover (TAKEOVER_PRELOADS_ELEMENT_ID
 * and TakeoverPreload of @wado/shared/contract: a copy, so that this script does not bring the
 * contract's route table with it).
 */
export const TAKEOVER_PRELOADS_ELEMENT_ID = 'wado-takeover-preloads';

export interface TakeoverPreload {
  href: string;
  as: 'fetch' | 'script';
}

/** The files the server listed for this page; none when the list is absent or unreadable. */
export function takeoverPreloads(doc: Document = document): TakeoverPreload[] {
  try {
    const list: unknown = JSON.parse(doc.getElementById(TAKEOVER_PRELOADS_ELEMENT_ID)?.textContent || '[]');
    if (!Array.isArray(list)) return [];
    return list.filter(
      (item): item is TakeoverPreload =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.href === 'string' &&
        item.href !== '' &&
        (item.as === 'fetch' || item.as === 'script'),
    );
  } catch {
    return [];
  }
}

/**
 * A preload the federation runtime's own request will take: its manifest `fetch` is a CORS
 * request (hence `crossorigin`), the remote's entry a plain `<script>` (none).
 */
function addPreload({ href, as }: TakeoverPreload): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', as);
  if (as === 'fetch') link.setAttribute('crossorigin', 'anonymous');
  link.setAttribute('href', href);
  document.head.appendChild(link);
}

/**
 * Run by the `<script defer src="start…js" data-entry="/static/main…js">` the build writes in
 * place of the entry's own tag: holds the taps that need JavaScript, then, once the page has loaded
 * and painted, preloads the sections' manifests (the runtime reads them first) and adds the entry's
 * script.
 */
export function startAfterPageLoad(startScript: Element | null = document.currentScript): Promise<void> {
  const entry = startScript?.getAttribute('data-entry');
  if (!entry) return Promise.reject(new Error('Script de démarrage sans data-entry'));
  holdTapsUntilReady();
  const hasServerPage = document.getElementById('root')?.firstElementChild != null;
  return afterPageLoad(hasServerPage).then(() => {
    takeoverPreloads().forEach(addPreload);
    const script = document.createElement('script');
    script.src = entry;
    document.body.appendChild(script);
  });
}
