/**
 * The page's first script, and its only one until the page has loaded. The build emits
 * this file on its own, outside webpack's module system (shared/build/pageStartScript.ts), bundled
 * by esbuild with the few modules it imports (never the app's): it must stay small.
 *
 * The server's HTML is the page. The shell's entry is named in it at low priority and downloads
 * while the page loads; the sections' files (manifest, entry, the file of their pages) are
 * preloaded by this script once the page has painted, without waiting for its `load` event. Nothing
 * runs before this script adds the shell's entry, once the page has loaded and painted: run
 * earlier, main.js counted in the largest paint (Lighthouse mobile, /news: LCP 1.6 s with main.js
 * run by the HTML, 1.15 s after the page's load). Until then, taps on the controls that need
 * JavaScript wait (pendingTaps).
 */
import { addDictionariesWhenReady, DICTIONARY_ATTRIBUTE } from './compressionDictionary';
import { releaseHeldImagesAfterTakeover } from './heldImages';
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
  return waitAtMost(hasServerPage, maxWaitMs, (finish, cleanups) => {
    const onLoad = () => whenPaintsSettle(finish, settleMs, cleanups);
    if (document.readyState === 'complete') onLoad();
    else {
      window.addEventListener('load', onLoad, { once: true });
      cleanups.push(() => window.removeEventListener('load', onLoad));
    }
  });
}

/**
 * Resolves once the page rendered by the server is painted (see whenPaintsSettle), whether or not
 * it has finished loading, or after `maxWaitMs`; at once when there is no server-rendered page.
 */
export function afterPagePaints(
  hasServerPage: boolean,
  maxWaitMs = PAGE_LOAD_WAIT_MS,
  settleMs = PAINT_SETTLE_MS,
): Promise<void> {
  return waitAtMost(hasServerPage, maxWaitMs, (finish, cleanups) => whenPaintsSettle(finish, settleMs, cleanups));
}

/** Runs `wait` until it calls `finish`, or `maxWaitMs`; resolves at once without a server page. */
function waitAtMost(
  hasServerPage: boolean,
  maxWaitMs: number,
  wait: (finish: () => void, cleanups: (() => void)[]) => void,
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
    wait(finish, cleanups);
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
 * The id of the JSON list of files the server names for the takeover (TAKEOVER_PRELOADS_ELEMENT_ID,
 * SECTION_CHUNK_PRELOAD_ATTRIBUTE and TakeoverPreload of @wado/shared/contract: a copy, so that
 * this script does not bring the contract's route table with it).
 */
export const TAKEOVER_PRELOADS_ELEMENT_ID = 'wado-takeover-preloads';
export const SECTION_CHUNK_PRELOAD_ATTRIBUTE = 'data-section-chunk';

export interface TakeoverPreload {
  href: string;
  as: 'fetch' | 'script';
  sectionChunk?: boolean;
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
 * request (hence `crossorigin`), the remote's scripts plain `<script>`s (none). The browser's own
 * priority: at low priority they queued behind the page's other images (/shop on a phone: taken
 * over at 3.35 s instead of 2.82 s). A section's chunk file is marked: a retry of the section must
 * take its preload first (loadSection.ts).
 */
function addPreload({ href, as, sectionChunk }: TakeoverPreload): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', as);
  if (as === 'fetch') link.setAttribute('crossorigin', 'anonymous');
  if (sectionChunk) link.setAttribute(SECTION_CHUNK_PRELOAD_ATTRIBUTE, '');
  link.setAttribute('href', href);
  document.head.appendChild(link);
}

/**
 * Run by the `<script defer src="start…js" data-entry="/static/main…js">` the build writes in
 * place of the entry's own tag: holds the taps that need JavaScript (and, once the page is taken
 * over, links the compression dictionaries it names in `data-dictionary` and gives the images held
 * below the fold their addresses back); once the page has painted,
 * preloads the sections' files (the shell's entry is already on its way: the page names it); once
 * it has loaded and painted, adds the entry's script.
 *
 * The sections' files wait for the paint, not for the `load` event: on a phone the page's load
 * waits for main.js (150 KB), and the sections' files would come a round trip after it. They do
 * not start before the paint either: Lighthouse's simulation counts in the largest paint a script
 * received before it when it does not find the task that ran it (the sections' files run in short
 * ones): /shop had an LCP of 1.37 s with them named in the page, 1.05 s without.
 */
export function startAfterPageLoad(startScript: Element | null = document.currentScript): Promise<void> {
  const entry = startScript?.getAttribute('data-entry');
  if (!entry) return Promise.reject(new Error('Script de démarrage sans data-entry'));
  holdTapsUntilReady();
  addDictionariesWhenReady(startScript?.getAttribute(DICTIONARY_ATTRIBUTE) ?? null);
  releaseHeldImagesAfterTakeover();
  const hasServerPage = document.getElementById('root')?.firstElementChild != null;
  const sectionsPreloaded = afterPagePaints(hasServerPage).then(() => takeoverPreloads().forEach(addPreload));
  return Promise.all([sectionsPreloaded, afterPageLoad(hasServerPage)]).then(() => {
    const script = document.createElement('script');
    script.src = entry;
    document.body.appendChild(script);
  });
}
