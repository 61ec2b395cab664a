import { lazyScreen, textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-selection';

export const routes: SectionRoute[] = [
  ...textPageRoutes(remote),
  { path: '/coaches', ...lazyScreen(() => import('./coaches/CoachesPage')) },
  { path: '/competitors', ...lazyScreen(() => import('./competitors/CompetitorsPage')) },
  { path: '/competitor/:competitor', ...lazyScreen(() => import('./competitor/CompetitorPage')) },
  { path: '/results', ...lazyScreen(() => import('./results/ResultsPage')) },
  { path: '/result/:result', ...lazyScreen(() => import('./results/ResultPage')) },
];
