import { lazyScreen, renderedInBrowser, textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-shop';

export const routes: SectionRoute[] = [
  { path: '/shop', ...lazyScreen(() => import('./catalogue/CataloguePage')) },
  { path: '/shop/:itemId', ...lazyScreen(() => import('./item/ItemPage')) },
  // The cart and the checkout live in the visitor's browser: the server sends a loading state.
  // The checkout's steps (member check, billing, card payment: 4 KB brotli) are one file loaded on
  // demand, apart from the section's pages, which most visits never need; the shell fetches it when
  // a link to it is about to be opened (« Commander » in the cart).
  { path: '/cart', ...lazyScreen(() => import('./cart/CartPage').then(renderedInBrowser)) },
  {
    path: '/isaffiliated',
    ...lazyScreen(() =>
      import(/* webpackChunkName: "checkout", webpackMode: "lazy" */ './affiliation/AffiliationPage').then(
        renderedInBrowser,
      ),
    ),
  },
  {
    path: '/billing',
    ...lazyScreen(() =>
      import(/* webpackChunkName: "checkout", webpackMode: "lazy" */ './billing/BillingPage').then(renderedInBrowser),
    ),
  },
  ...textPageRoutes(remote),
];
