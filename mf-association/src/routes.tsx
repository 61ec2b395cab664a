import { lazyScreen, textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-association';

export const routes: SectionRoute[] = [
  // `/donations` is a text page with the donation form below its text: a screen of its own.
  ...textPageRoutes(remote).filter((route) => route.path !== '/donations'),
  {
    path: '/committee',
    ...lazyScreen(() => import(/* webpackChunkName: "page-committee" */ './committee/CommitteePage')),
  },
  {
    path: '/affiliated_clubs',
    ...lazyScreen(() => import(/* webpackChunkName: "page-affiliated-clubs" */ './clubs/ClubFinderPage')),
  },
  { path: '/club/:club', ...lazyScreen(() => import(/* webpackChunkName: "page-club-club" */ './club/ClubPage')) },
  {
    path: '/membership',
    ...lazyScreen(() => import(/* webpackChunkName: "page-membership" */ './membership/MembershipPage')),
  },
  { path: '/partners', ...lazyScreen(() => import(/* webpackChunkName: "page-partners" */ './partners/PartnersPage')) },
  {
    path: '/donations',
    ...lazyScreen(() => import(/* webpackChunkName: "page-donations" */ './donations/DonationsPage')),
  },
  {
    path: '/documents',
    ...lazyScreen(() => import(/* webpackChunkName: "page-documents" */ './documents/DocumentsPage')),
  },
];
