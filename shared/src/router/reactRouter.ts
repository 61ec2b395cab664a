/**
 * What the site uses of React Router, and nothing more: the module every app shares under the
 * name `react-router` (shared/build/webpack.ts, `import` of the shared entry; `react-router/dom`:
 * reactRouterDom.ts). A shared module is
 * kept whole, since the remotes that will use it are unknown when the shell is built: shared as
 * the package itself, the router brought its framework mode, its server components and its data
 * APIs to every page (52 KB brotli). Through this list, webpack keeps only what these names need.
 *
 * Every name an app imports from `react-router` must be here (a test reads the apps' sources:
 * shared/build/reactRouterFacade.test.ts); the server's build uses the package itself.
 */
export {
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'wado-react-router-full';
