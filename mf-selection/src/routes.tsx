import { lazyScreen, textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-selection';

export const routes: SectionRoute[] = [
  ...textPageRoutes(remote),
  { path: '/coaches', ...lazyScreen(() => import(/* webpackChunkName: "page-coaches" */ './coaches/CoachesPage')) },
  {
    path: '/competitors',
    ...lazyScreen(() => import(/* webpackChunkName: "page-competitors" */ './competitors/CompetitorsPage')),
  },
  {
    path: '/competitor/:competitor',
    ...lazyScreen(() => import(/* webpackChunkName: "page-competitor-competitor" */ './competitor/CompetitorPage')),
  },
  { path: '/results', ...lazyScreen(() => import(/* webpackChunkName: "page-results" */ './results/ResultsPage')) },
  {
    path: '/result/:result',
    ...lazyScreen(() => import(/* webpackChunkName: "page-result-result" */ './results/ResultPage')),
  },
];
