/**
 * How long the takeover waits at most for the page's own files (images, styles): an image that
 * hangs must not leave the page's controls dead.
 */
export const PAGE_LOAD_WAIT_MS = 3_000;

/**
 * Resolves once the page rendered by the server has finished loading (its `load` event, then one
 * frame so that it is painted), or after `maxWaitMs`, whichever comes first; at once when there is
 * no server-rendered page to show meanwhile.
 *
 * Why wait: the visitor already reads the page, and taking it over (React, the router, the
 * section's remote: ~250 KB compressed) only adds behaviour. On a phone's connection, downloading
 * those scripts at the same time as the page's largest image would delay that image by a second
 * or more (Lighthouse mobile: LCP 2.6 s instead of 1.6 s on /news).
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
