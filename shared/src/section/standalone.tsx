import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureApi } from '../api/client';
import { readRuntimeConfig } from '../config/runtime';
import type { SectionModule } from './types';

function StandaloneLayout({ section }: { section: SectionModule }) {
  const links = section.routes.filter((route) => !route.path.includes(':'));
  return (
    <div style={{ fontFamily: 'system-ui, sans-serif' }}>
      <nav aria-label="Écrans de la section" style={{ padding: '0.75rem 1rem', background: '#1d2a5c' }}>
        <strong style={{ color: '#fff', marginRight: '1rem' }}>{section.remote} (aperçu autonome)</strong>
        {links.map((route) => (
          <Link key={route.path} to={route.path} style={{ color: '#fff', marginRight: '0.75rem' }}>
            {route.path}
          </Link>
        ))}
      </nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

/**
 * A remote's own page when its team serves it alone (`npm run dev -w mf-…`): its screens, without
 * the shell, talking to the API through the dev server's proxy.
 */
export async function startStandalone(section: SectionModule): Promise<void> {
  const config = await readRuntimeConfig();
  configureApi({ baseUrl: config.apiBaseUrl });
  const router = createBrowserRouter([
    {
      path: '/',
      element: <StandaloneLayout section={section} />,
      children: section.routes.map((route) => ({ path: route.path, Component: route.Component })),
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root manquant');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
