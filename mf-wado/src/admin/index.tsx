import type { AdminScreen, RemoteName } from '@wado/shared';
import { textPagesScreens } from '@wado/shared/admin';

/**
 * The module this remote exposes to the back office (`./admin`): the editing screens of its own
 * content, composed by the shell under `/admin/mf-wado/`. Here, the text pages of
 * Le Wado (le savoir, caractéristiques, spécificités, kihon et kata, rassemblements), for the `wado` role.
 */
export const remote: RemoteName = 'mf-wado';

export const screens: AdminScreen[] = textPagesScreens(remote, ['wado']);
