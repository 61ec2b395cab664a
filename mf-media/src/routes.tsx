import { lazyScreen, textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-media';

// An event's page (with its registration form: 4.2 KB brotli) loads on demand, apart from the
// section's pages, which most visits never need: the shell fetches it when a link to it is about
// to be opened (the calendar's, the home page's).
export const routes: SectionRoute[] = [
  ...textPageRoutes(remote),
  { path: '/events', ...lazyScreen(() => import('./events/EventsPage')) },
  { path: '/event/:event', ...lazyScreen(() => import(/* webpackMode: "lazy" */ './events/EventPage')) },
  { path: '/news', ...lazyScreen(() => import('./news/NewsPage')) },
  { path: '/news/:news', ...lazyScreen(() => import('./news/NewsArticlePage')) },
  { path: '/gallery', ...lazyScreen(() => import('./gallery/GalleryPage')) },
  { path: '/press', ...lazyScreen(() => import('./press/PressPage')) },
  { path: '/press/:press', ...lazyScreen(() => import('./press/PressArticlePage')) },
  { path: '/interviews', ...lazyScreen(() => import('./interviews/InterviewsPage')) },
  { path: '/interview/:interview', ...lazyScreen(() => import('./interviews/InterviewPage')) },
];
