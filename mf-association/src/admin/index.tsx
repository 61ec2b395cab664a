import type { AdminScreen, RemoteName } from '@wado/shared';
import { textPagesScreens } from '@wado/shared/admin';

/**
 * The module this remote exposes to the back office (`./admin`): the editing screens of its own
 * content, composed by the shell under `/admin/mf-association/`. Here, the text pages of
 * L’association (histoire, mot de la présidente, stages, dons…), for the `association` role.
 */
export const remote: RemoteName = 'mf-association';

export const screens: AdminScreen[] = textPagesScreens(remote, ['association']);
