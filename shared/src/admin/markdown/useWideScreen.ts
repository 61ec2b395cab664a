import { useSyncExternalStore } from 'react';

/** From this width the editor shows the text and its preview side by side. */
export const SIDE_BY_SIDE_QUERY = '(min-width: 900px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(SIDE_BY_SIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for two columns (true where the browser cannot tell). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia ? window.matchMedia(SIDE_BY_SIDE_QUERY).matches : true),
    () => true,
  );
}
