import { currentPathUnder, renderAdminScreens } from '@wado/shared/testing/admin-screens';
import type { CurrentPerson } from '@wado/shared';
import { screens } from '../index';
import { ADMIN_ROOT } from '../paths';

export { axeViolations, mockApi, type Answer, type Call } from '@wado/shared/testing/admin-screens';

/** The section's editing screens as the shell mounts them (`/admin/mf-media/*`), at `url`, for `person` if given. */
export const renderAdmin = (path: string, person?: CurrentPerson) =>
  renderAdminScreens(screens, ADMIN_ROOT, path, person);

/** The address shown, relative to the section's root. */
export const currentPath = () => currentPathUnder(ADMIN_ROOT);
