import type { RouteObject } from 'react-router';
import { ROUTES, type RemoteName } from '@wado/shared';
import { Layout } from '../layout/Layout';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { ShellTextPage } from '../pages/text/ShellTextPage';
import { SectionPage } from '../sections/SectionPage';

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
    return { path: route.path, element: <ShellTextPage key={route.path} route={route} /> };
  });
}

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [...childRoutes(), { path: '*', element: <NotFoundPage /> }],
  },
];
