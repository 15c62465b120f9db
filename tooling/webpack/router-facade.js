// What the shell and the remotes get when they import 'react-router-dom'. Module Federation cannot
// tree-shake a shared module, and react-router 7 in full (data routers, server runtime, cookies) costs
// ~60 KB gzip on every page. Sharing this facade instead keeps one router instance on the page while
// webpack tree-shakes react-router behind it. An export missing here fails the build
// (ESModulesLinkingError), so extend the list when a package starts using another API.
export {
  BrowserRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useMatch,
  useNavigationType,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
} from 'react-router';
