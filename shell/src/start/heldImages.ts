/**
 * The images the server held back until the takeover (`data-held-src`, `data-held-srcset`: see
 * heldImages.ts in @wado/shared), given their addresses back by the page start script: once the
 * page is taken over (React gives them back too: this is the net for any it does not render
 * again), or, should the takeover not come, a few seconds after the page has loaded (a section's
 * files unreachable: the server's page keeps its pictures). Part of the page start script: nothing
 * of the app imported.
 */

import { isPageReady, whenPageReady } from './pageReady';

const HELD_SRC = 'data-held-src';
const HELD_SRCSET = 'data-held-srcset';
/** How long after the page's `load` event the images wait for a takeover that may not come. */
export const TAKEOVER_WAIT_MS = 5_000;
/** And at most after the start script ran, should the `load` event itself not come (a stalled file). */
export const LONGEST_WAIT_MS = 15_000;

/** Gives every held image (and `<source>`) of the document its address back. */
export function releaseHeldImages(doc: Document = document): void {
  for (const element of Array.from(doc.querySelectorAll(`[${HELD_SRC}], [${HELD_SRCSET}]`))) {
    const srcset = element.getAttribute(HELD_SRCSET);
    if (srcset !== null) element.setAttribute('srcset', srcset);
    const src = element.getAttribute(HELD_SRC);
    if (src !== null) element.setAttribute('src', src);
    element.removeAttribute(HELD_SRCSET);
    element.removeAttribute(HELD_SRC);
  }
}

/**
 * Releases the held images once the page is taken over, or `waitMs` after its `load` event (and
 * `longestMs` after now) if it is not by then. Returns what stops the waits (for tests).
 */
export function releaseHeldImagesAfterTakeover(
  doc: Document = document,
  waitMs = TAKEOVER_WAIT_MS,
  longestMs = LONGEST_WAIT_MS,
): () => void {
  if (isPageReady(doc)) {
    releaseHeldImages(doc);
    return () => undefined;
  }
  const timers: ReturnType<typeof setTimeout>[] = [];
  const view = doc.defaultView;
  const release = () => {
    stop();
    releaseHeldImages(doc);
  };
  const onLoad = () => {
    timers.push(setTimeout(release, waitMs));
  };
  const stop = () => {
    stopWaiting();
    view?.removeEventListener('load', onLoad);
    timers.forEach(clearTimeout);
  };
  const stopWaiting = whenPageReady(doc, release);
  timers.push(setTimeout(release, longestMs));
  if (doc.readyState === 'complete') onLoad();
  else view?.addEventListener('load', onLoad, { once: true });
  return stop;
}
