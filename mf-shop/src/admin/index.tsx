import type { AdminScreen, RemoteName } from '@wado/shared';
import { textPagesScreens } from '@wado/shared/admin';
import { catalogueScreens } from './catalogue';
import { ordersScreens } from './orders';

/**
 * The module this remote exposes to the back office (`./admin`): the editing screens of its own
 * content, composed by the shell under `/admin/mf-shop/`: the text pages of la boutique (les
 * conditions générales de vente) and the catalogue (articles, sizes and stock, photos, categories) for
 * the `shop` role, and the orders for the `treasurer` role.
 */
export const remote: RemoteName = 'mf-shop';

export const screens: AdminScreen[] = [
  // The shop editors' catalogue.
  ...catalogueScreens,
  // The treasurer's orders.
  ...ordersScreens,
  ...textPagesScreens(remote, ['shop']),
];
