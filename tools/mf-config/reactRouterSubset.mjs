// The part of react-router the site uses (declarative routing), shared as the `react-router` singleton. A shared
// module is never tree-shaken, so sharing the whole package would ship its data routers, server rendering and RSC
// code (about 50 KB brotli) to every reader; re-exporting names lets the build drop the rest. createConfig fails
// the build when front-end code imports a name missing here (see assertReactRouterSubset).
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-production-build';
