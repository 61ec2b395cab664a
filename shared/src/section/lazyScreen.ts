import { lazy, type ComponentType } from 'react';
import type { SectionRoute } from './types';

/**
 * A screen of a section, downloaded only when it is shown, or a little earlier when the shell
 * prefetches it (a visitor hovering or focusing its menu link). Both share one download: the
 * lazy component waits for the very promise `preload` started. A failed download is forgotten,
 * so that the next attempt (the visit itself) fetches it again.
 *
 *   { path: '/committee', ...lazyScreen(() => import('./committee/CommitteePage')) }
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
): Required<Pick<SectionRoute, 'Component' | 'preload'>> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { Component: lazy(preload), preload };
}
