import type { AdminScreen, RemoteName } from '@wado/shared';
import { textPagesScreens } from '@wado/shared/admin';

/**
 * The module this remote exposes to the back office (`./admin`): the editing screens of its own
 * content, composed by the shell under `/admin/mf-selection/`. Here, the text pages of
 * la sélection nationale (présentation, admission), for the `selection` role.
 */
export const remote: RemoteName = 'mf-selection';

export const screens: AdminScreen[] = textPagesScreens(remote, ['selection']);
