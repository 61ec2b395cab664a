import { ACCESS, ADMIN_PATH, type Role } from '@wado/shared';
import { NEW_SEGMENT } from '@wado/shared/admin';

/** Who edits the catalogue: the `shop` role (the server checks it again at every call). */
export const SHOP_EDITOR_ROLES: readonly Role[] = ACCESS.shop;

/** The catalogue's screens under the shop's back-office root: `/admin/mf-shop/articles`, `…/categories`. */
export const ITEMS_SEGMENT = 'articles';
export const CATEGORIES_SEGMENT = 'categories';
export const ITEMS_PATH = `${ADMIN_PATH}/mf-shop/${ITEMS_SEGMENT}`;
export const NEW_ITEM_PATH = `${ITEMS_PATH}/${NEW_SEGMENT}`;
export const CATEGORIES_PATH = `${ADMIN_PATH}/mf-shop/${CATEGORIES_SEGMENT}`;
export const itemAdminPath = (itemId: string) => `${ITEMS_PATH}/${encodeURIComponent(itemId)}`;
