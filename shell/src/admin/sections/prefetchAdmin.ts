import type { RemoteName } from '@wado/shared';
import { loadAdminSection } from '../../sections/loadSection';

/**
 * Starts downloading a remote's editing screens as soon as the person shows the intent to open
 * them (hovering or focusing the menu entry), like the public menu does. Best-effort: a failure
 * is swallowed (the visit shows the section's French message), nothing is fetched twice.
 * Only called for entries of the person's menu: a remote is never loaded for someone who may not
 * use it.
 */
export function prefetchAdminSection(remote: RemoteName): void {
  loadAdminSection(remote).catch(() => undefined);
}
