import type { RouteObject } from 'react-router';
import { ADMIN_PATH, ESPACE_PATH, Loading, ROUTES, SEARCH_PATH, type RemoteName } from '@wado/shared';
import { Layout } from '../layout/Layout';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { ShellTextPage } from '../pages/text/ShellTextPage';
import { SearchRoute } from '../pages/search/SearchRoute';
import { SectionPage } from '../sections/SectionPage';
import { AdminLoadError } from '../admin/AdminLoadError';
import { EspaceLoadError } from '../espace/EspaceLoadError';

/**
 * Every path of the route table: the shell's own pages, and for each remote's path a section
 * slot that loads that remote only when the path is visited.
 */
function childRoutes(): RouteObject[] {
  return ROUTES.map((route): RouteObject => {
    if (route.owner !== 'shell') {
      const remote: RemoteName = route.owner;
      return { path: route.path, element: <SectionPage key={route.path} remote={remote} path={route.path} /> };
    }
    if (route.kind === 'home') return { index: true, element: <HomePage /> };
    if (route.path === SEARCH_PATH) return { path: route.path, element: <SearchRoute /> };
    return { path: route.path, element: <ShellTextPage key={route.path} route={route} /> };
  });
}

export const appRoutes: RouteObject[] = [
  {
    // The back office: outside the public layout, in chunks of its own downloaded only when an
    // /admin address is visited (a visitor of the public site never downloads its code).
    path: `${ADMIN_PATH}/*`,
    lazy: async () => {
      const { default: AdminApp } = await import(/* webpackChunkName: "admin" */ '../admin/AdminApp');
      return { Component: AdminApp };
    },
    hydrateFallbackElement: <Loading />,
    errorElement: <AdminLoadError />,
  },
  {
    path: '/',
    element: <Layout />,
    children: [
      ...childRoutes(),
      {
        // « Mon espace »: inside the public layout, in a chunk of its own downloaded only when an
        // /espace address is visited, rendered in the browser only (each person's own data).
        path: `${ESPACE_PATH}/*`,
        lazy: async () => {
          const { default: EspaceApp } = await import(/* webpackChunkName: "espace" */ '../espace/EspaceApp');
          return { Component: EspaceApp };
        },
        hydrateFallbackElement: <Loading />,
        errorElement: <EspaceLoadError />,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
