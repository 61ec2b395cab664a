import { lazy } from 'react';
import { textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-association';

export const routes: SectionRoute[] = [
  ...textPageRoutes(remote),
  { path: '/committee', Component: lazy(() => import('./committee/CommitteePage')) },
  { path: '/affiliated_clubs', Component: lazy(() => import('./clubs/ClubFinderPage')) },
  { path: '/membership', Component: lazy(() => import('./membership/MembershipPage')) },
  { path: '/partners', Component: lazy(() => import('./partners/PartnersPage')) },
];
