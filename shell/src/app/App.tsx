import type { ComponentType } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createBrowserRouter } from 'react-router';
import { createBrowserEnvironment, readRenderedResources, RenderEnvironmentProvider } from '@wado/shared';
import { appRoutes } from './routes';

/**
 * The browser's app: its router over the whole route table, and the data the server rendered the
 * first page with. Made by a call rather than when this module is evaluated: building the router
 * (ranking ~60 paths) is a step of its own at start-up, in its own task (bootstrap.tsx).
 */
export function createApp(): ComponentType {
  const router = createBrowserRouter(appRoutes);
  // The first page hydrates with the server's data; once the visitor moves on, every page loads
  // its own fresh data (what is still hydrating keeps the data its HTML was rendered with).
  const environment = createBrowserEnvironment(readRenderedResources());
  const stopWatching = router.subscribe(() => {
    environment.leftRenderedPage = true;
    stopWatching();
  });

  return function App() {
    return (
      <RenderEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RenderEnvironmentProvider>
    );
  };
}
