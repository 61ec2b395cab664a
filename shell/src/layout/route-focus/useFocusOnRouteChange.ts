import { useEffect, useRef } from 'react';
import { TEXTS } from '@wado/shared';

/** How long a new page may take to show its heading (a remote loading, then its data). */
export const HEADING_WAIT_MS = 15_000;

/** A loading indicator (`Loading` of @wado/shared) still in the page: its heading may not be final. */
function isLoading(main: HTMLElement): boolean {
  return [...main.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes(TEXTS.loading));
}

/**
 * On every client-side change of page (not the first load, not a change of query string such as
 * a filter), moves the focus to the new page's main heading (`main h1`), so that a screen reader
 * announces the new page and the next Tab starts from its content.
 *
 * A remote renders its `h1` when its code and data have arrived: a MutationObserver on `<main>`
 * waits for it (and for the loading indicator to go), up to HEADING_WAIT_MS. The focus is not
 * taken if the visitor has moved it meanwhile.
 */
export function useFocusOnRouteChange(pathname: string, main: React.RefObject<HTMLElement | null>): void {
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return undefined;
    previous.current = pathname;
    const container = main.current;
    if (!container) return undefined;
    // The link or button that led here (or the body): focus elsewhere means the visitor moved on.
    const focusedAtNavigation = document.activeElement;

    const tryFocus = (): boolean => {
      const heading = container.querySelector<HTMLHeadingElement>('h1');
      if (!heading || isLoading(container)) return false;
      const focused = document.activeElement;
      const untouched =
        focused === focusedAtNavigation || focused === document.body || focused === null || !focused.isConnected;
      if (untouched) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (tryFocus()) return undefined;

    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    return stop;
  }, [pathname, main]);
}
