import { lazy } from 'react';
import { textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-shop';

export const routes: SectionRoute[] = [
  { path: '/shop', Component: lazy(() => import('./catalogue/CataloguePage')) },
  { path: '/shop/:itemId', Component: lazy(() => import('./item/ItemPage')) },
  { path: '/cart', Component: lazy(() => import('./cart/CartPage')) },
  { path: '/isaffiliated', Component: lazy(() => import('./affiliation/AffiliationPage')) },
  { path: '/billing', Component: lazy(() => import('./billing/BillingPage')) },
  ...textPageRoutes(remote),
];
