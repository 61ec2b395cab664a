import { lazy } from 'react';
import { textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-media';

export const routes: SectionRoute[] = [
  ...textPageRoutes(remote),
  { path: '/events', Component: lazy(() => import('./events/EventsPage')) },
  { path: '/event/:event', Component: lazy(() => import('./events/EventPage')) },
  { path: '/news', Component: lazy(() => import('./news/NewsPage')) },
  { path: '/news/:news', Component: lazy(() => import('./news/NewsArticlePage')) },
  { path: '/gallery', Component: lazy(() => import('./gallery/GalleryPage')) },
  { path: '/press', Component: lazy(() => import('./press/PressPage')) },
  { path: '/press/:press', Component: lazy(() => import('./press/PressArticlePage')) },
  { path: '/interviews', Component: lazy(() => import('./interviews/InterviewsPage')) },
  { path: '/interview/:interview', Component: lazy(() => import('./interviews/InterviewPage')) },
];
