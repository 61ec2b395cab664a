import { lazyScreen, renderedInBrowser, textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-shop';

export const routes: SectionRoute[] = [
  { path: '/shop', ...lazyScreen(() => import(/* webpackChunkName: "page-shop" */ './catalogue/CataloguePage')) },
  { path: '/shop/:itemId', ...lazyScreen(() => import(/* webpackChunkName: "page-shop-itemId" */ './item/ItemPage')) },
  // The cart and the checkout live in the visitor's browser: the server sends a loading state.
  {
    path: '/cart',
    ...lazyScreen(() => import(/* webpackChunkName: "page-cart" */ './cart/CartPage').then(renderedInBrowser)),
  },
  {
    path: '/isaffiliated',
    ...lazyScreen(() =>
      import(/* webpackChunkName: "page-isaffiliated" */ './affiliation/AffiliationPage').then(renderedInBrowser),
    ),
  },
  {
    path: '/billing',
    ...lazyScreen(() => import(/* webpackChunkName: "page-billing" */ './billing/BillingPage').then(renderedInBrowser)),
  },
  ...textPageRoutes(remote),
];
