import { routeByPath } from '@wado/shared';
import { loadSection } from './loadSection';

/**
 * Starts downloading what a menu link's screen needs as soon as the visitor shows the intent to
 * open it (hovering or focusing the link): the section (manifest, entry and routes module, through
 * loadSection) and then the screen's own chunk (`preload`). The click then renders without
 * waiting for the network.
 *
 * Best-effort and never blocking: nothing is awaited by the caller, a failure is swallowed (the
 * visit itself shows the section's usual French message), and nothing is fetched twice, since
 * loadSection and `lazyScreen` both keep what they loaded.
 */
export function prefetchScreen(path: string): void {
  const route = routeByPath(path);
  if (!route || route.owner === 'shell') return;
  loadSection(route.owner)
    .then((section) => section.routes.find((candidate) => candidate.path === path)?.preload?.())
    .catch(() => undefined);
}
