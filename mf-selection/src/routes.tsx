import { lazy } from 'react';
import { textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-selection';

export const routes: SectionRoute[] = [
  ...textPageRoutes(remote),
  { path: '/coaches', Component: lazy(() => import('./coaches/CoachesPage')) },
  { path: '/competitors', Component: lazy(() => import('./competitors/CompetitorsPage')) },
  { path: '/results', Component: lazy(() => import('./results/ResultsPage')) },
  { path: '/result/:result', Component: lazy(() => import('./results/ResultPage')) },
];
