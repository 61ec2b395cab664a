// The async boundary lets Module Federation agree on the shared singletons (React, the router,
// @wado/shared) before any of them runs. This file only runs once the server's page has loaded
// (start/startAfterPageLoad.ts adds its script then).
void import('./bootstrap');
