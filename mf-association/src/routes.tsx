import { lazyScreen, textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-association';

// The membership and donation forms (3.7 KB brotli) load on demand, apart from the section's
// pages, which most visits never need: the shell fetches them when a link to them is about to be
// opened (the menu's, or any other).
export const routes: SectionRoute[] = [
  // `/donations` is a text page with the donation form below its text: a screen of its own.
  ...textPageRoutes(remote).filter((route) => route.path !== '/donations'),
  { path: '/committee', ...lazyScreen(() => import('./committee/CommitteePage')) },
  { path: '/affiliated_clubs', ...lazyScreen(() => import('./clubs/ClubFinderPage')) },
  { path: '/club/:club', ...lazyScreen(() => import('./club/ClubPage')) },
  { path: '/membership', ...lazyScreen(() => import(/* webpackMode: "lazy" */ './membership/MembershipPage')) },
  { path: '/partners', ...lazyScreen(() => import('./partners/PartnersPage')) },
  { path: '/donations', ...lazyScreen(() => import(/* webpackMode: "lazy" */ './donations/DonationsPage')) },
  { path: '/documents', ...lazyScreen(() => import('./documents/DocumentsPage')) },
  // The page a licence card's QR code opens (`LICENCE_CHECK_PATH`): valid or not, and whose.
  { path: '/licence/:code', ...lazyScreen(() => import('./licence-check/LicenceCheckPage')) },
];
