/**
 * `<html data-page-ready>`, which the shell sets once the page is taken over (shell/src/app/pageReady.ts),
 * as the page start script waits for it: held taps, compression dictionaries and held images each
 * act on it. Part of the page start script: no import.
 */
export const READY_ATTRIBUTE = 'data-page-ready';

/** Whether the page is taken over already. */
export const isPageReady = (doc: Document): boolean => doc.documentElement.hasAttribute(READY_ATTRIBUTE);

/**
 * Runs `run` once, when `<html>` gets the attribute (a page already taken over is the caller's to
 * see: isPageReady). Returns what stops the wait.
 */
export function whenPageReady(doc: Document, run: () => void): () => void {
  const root = doc.documentElement;
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(READY_ATTRIBUTE)) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: [READY_ATTRIBUTE] });
  return () => observer.disconnect();
}
