import { lazyScreen, textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-association';

export const routes: SectionRoute[] = [
  // `/donations` is a text page with the donation form below its text: a screen of its own.
  ...textPageRoutes(remote).filter((route) => route.path !== '/donations'),
  { path: '/committee', ...lazyScreen(() => import('./committee/CommitteePage')) },
  { path: '/affiliated_clubs', ...lazyScreen(() => import('./clubs/ClubFinderPage')) },
  { path: '/club/:club', ...lazyScreen(() => import('./club/ClubPage')) },
  { path: '/membership', ...lazyScreen(() => import('./membership/MembershipPage')) },
  { path: '/partners', ...lazyScreen(() => import('./partners/PartnersPage')) },
  { path: '/donations', ...lazyScreen(() => import('./donations/DonationsPage')) },
  { path: '/documents', ...lazyScreen(() => import('./documents/DocumentsPage')) },
];
