/**
 * What the site uses of `react-router/dom`: its `RouterProvider` (React DOM's `flushSync` for
 * the navigations that ask for it). Shared under that name instead of the module itself, which
 * also brings the framework mode's hydration (see reactRouter.ts).
 */
export { RouterProvider } from 'wado-react-router-dom-full';
