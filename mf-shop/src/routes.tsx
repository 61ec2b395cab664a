import { lazyScreen, renderedInBrowser, textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-shop';

export const routes: SectionRoute[] = [
  { path: '/shop', ...lazyScreen(() => import('./catalogue/CataloguePage')) },
  { path: '/shop/:itemId', ...lazyScreen(() => import('./item/ItemPage')) },
  // The cart and the checkout live in the visitor's browser: the server sends a loading state.
  { path: '/cart', ...lazyScreen(() => import('./cart/CartPage').then(renderedInBrowser)) },
  { path: '/isaffiliated', ...lazyScreen(() => import('./affiliation/AffiliationPage').then(renderedInBrowser)) },
  { path: '/billing', ...lazyScreen(() => import('./billing/BillingPage').then(renderedInBrowser)) },
  ...textPageRoutes(remote),
];
