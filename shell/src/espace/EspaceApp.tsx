import { Navigate, Route, Routes } from 'react-router';
import { BrowserOnly, ESPACE_PATH, Loading } from '@wado/shared';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { EmailChangePage } from './EmailChangePage';
import { EspacePage } from './EspacePage';
import { LinkPage } from './LinkPage';
import { EspaceSessionProvider } from './session';

function EspaceRoutes() {
  return (
    <EspaceSessionProvider>
      <Routes>
        <Route index element={<EspacePage />} />
        <Route path="connexion/:token" element={<LinkPage />} />
        <Route path="connexion" element={<Navigate to={ESPACE_PATH} replace />} />
        <Route path="adresse/:token" element={<EmailChangePage />} />
        <Route path="adresse" element={<Navigate to={ESPACE_PATH} replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </EspaceSessionProvider>
  );
}

/**
 * « Mon espace » (`/espace/*`), inside the public site's layout, in a chunk of its own that only a
 * visit to the space downloads (app/routes.tsx). Each person's own data behind a session: rendered
 * in the browser only (the server sends the loading indicator, as the route's hydration fallback).
 */
export default function EspaceApp() {
  return (
    <BrowserOnly fallback={<Loading />}>
      <EspaceRoutes />
    </BrowserOnly>
  );
}
