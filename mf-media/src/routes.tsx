import { lazyScreen, textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-media';

export const routes: SectionRoute[] = [
  ...textPageRoutes(remote),
  { path: '/events', ...lazyScreen(() => import('./events/EventsPage')) },
  { path: '/event/:event', ...lazyScreen(() => import('./events/EventPage')) },
  { path: '/news', ...lazyScreen(() => import('./news/NewsPage')) },
  { path: '/news/:news', ...lazyScreen(() => import('./news/NewsArticlePage')) },
  { path: '/gallery', ...lazyScreen(() => import('./gallery/GalleryPage')) },
  { path: '/press', ...lazyScreen(() => import('./press/PressPage')) },
  { path: '/press/:press', ...lazyScreen(() => import('./press/PressArticlePage')) },
  { path: '/interviews', ...lazyScreen(() => import('./interviews/InterviewsPage')) },
  { path: '/interview/:interview', ...lazyScreen(() => import('./interviews/InterviewPage')) },
];
