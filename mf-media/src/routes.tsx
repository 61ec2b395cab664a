import { lazyScreen, textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-media';

export const routes: SectionRoute[] = [
  ...textPageRoutes(remote),
  { path: '/events', ...lazyScreen(() => import(/* webpackChunkName: "page-events" */ './events/EventsPage')) },
  {
    path: '/event/:event',
    ...lazyScreen(() => import(/* webpackChunkName: "page-event-event" */ './events/EventPage')),
  },
  { path: '/news', ...lazyScreen(() => import(/* webpackChunkName: "page-news" */ './news/NewsPage')) },
  {
    path: '/news/:news',
    ...lazyScreen(() => import(/* webpackChunkName: "page-news-news" */ './news/NewsArticlePage')),
  },
  { path: '/gallery', ...lazyScreen(() => import(/* webpackChunkName: "page-gallery" */ './gallery/GalleryPage')) },
  { path: '/press', ...lazyScreen(() => import(/* webpackChunkName: "page-press" */ './press/PressPage')) },
  {
    path: '/press/:press',
    ...lazyScreen(() => import(/* webpackChunkName: "page-press-press" */ './press/PressArticlePage')),
  },
  {
    path: '/interviews',
    ...lazyScreen(() => import(/* webpackChunkName: "page-interviews" */ './interviews/InterviewsPage')),
  },
  {
    path: '/interview/:interview',
    ...lazyScreen(() => import(/* webpackChunkName: "page-interview-interview" */ './interviews/InterviewPage')),
  },
];
