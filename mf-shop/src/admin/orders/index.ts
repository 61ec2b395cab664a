import { lazy, type ComponentType } from 'react';
import type { AdminScreen } from '@wado/shared';
import { ORDERS_SEGMENT, TREASURER_ROLES } from './paths';

/** One screen of a module downloaded when first shown. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const list = () => import('./OrdersList');
const detail = () => import('./OrderDetail');

/** The treasurer's screens: the orders (in the menu) and an order. */
export const ordersScreens: AdminScreen[] = [
  {
    path: ORDERS_SEGMENT,
    label: 'Commandes',
    roles: TREASURER_ROLES,
    Component: screen(list, (module) => module.OrdersListScreen),
  },
  {
    path: `${ORDERS_SEGMENT}/:reference`,
    roles: TREASURER_ROLES,
    Component: screen(detail, (module) => module.OrderDetailScreen),
  },
];
