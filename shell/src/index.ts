import { afterPageLoad } from './app/afterPageLoad';

// The async boundary lets Module Federation agree on the shared singletons (React, the router,
// @wado/shared) before any of them runs. It is crossed once the server's page has loaded: the
// visitor reads it meanwhile, and its images are not slowed down by the scripts (issue 7).
void afterPageLoad(document.getElementById('root')?.firstElementChild != null).then(() => import('./bootstrap'));
