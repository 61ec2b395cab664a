import { RouterProvider } from 'react-router/dom';
import { createBrowserRouter } from 'react-router';
import { createBrowserEnvironment, readRenderedResources, RenderEnvironmentProvider } from '@wado/shared';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);
// The data the server rendered the first page with: the first page hydrates with it; once the
// visitor moves on, every page loads its own fresh data.
const environment = createBrowserEnvironment(readRenderedResources());
const stopWatching = router.subscribe(() => {
  environment.resources.clear();
  stopWatching();
});

export function App() {
  return (
    <RenderEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RenderEnvironmentProvider>
  );
}
