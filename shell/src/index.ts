// The async boundary lets Module Federation agree on the shared singletons (React, the router,
// @wado/shared) before any of them runs.
import('./bootstrap');
