import type { AdminScreen, RemoteName } from '@wado/shared';
import { textPagesScreens } from '@wado/shared/admin';

/**
 * The module this remote exposes to the back office (`./admin`): the editing screens of its own
 * content, composed by the shell under `/admin/mf-shop/`. Here, the text pages of
 * la boutique : les conditions générales de vente, for the `shop` role.
 */
export const remote: RemoteName = 'mf-shop';

export const screens: AdminScreen[] = textPagesScreens(remote, ['shop']);
