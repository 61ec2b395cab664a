import { ACCESS, ADMIN_PATH, type Role } from '@wado/shared';

/** Who sees the orders: the `treasurer` role (the server checks it again at every call). */
export const TREASURER_ROLES: readonly Role[] = ACCESS.treasury;

/** The orders' screens under the shop's back-office root: `/admin/mf-shop/commandes`, `…/commandes/WF-7K3M9Q`. */
export const ORDERS_SEGMENT = 'commandes';
export const ORDERS_PATH = `${ADMIN_PATH}/mf-shop/${ORDERS_SEGMENT}`;
export const orderPath = (reference: string) => `${ORDERS_PATH}/${encodeURIComponent(reference)}`;
