import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { FIRST_VIEW_ELEMENT_ID, firstViewPage, releaseFirstView, remoteForPath, setNavigator, SHELL_ROUTES } from 'shared-contracts';
import { RemoteOutlet } from './federation/remote-outlet';
import { AppLayout } from './layout/app-layout';
import { RemoteLoading } from './federation/remote-fallback';
import { PageArrival } from './routing/page-arrival';
import { RouteGuard } from './routing/route-guard';
import { useCrossTabSession } from './session/use-cross-tab-session';

// Pages most visits never see stay out of the first load (the /main budget is 200 KB gzip).
const ErrorPage = lazy(() => import('./pages/error-page').then((m) => ({ default: m.ErrorPage })));
const TooManyRequestsPage = lazy(() => import('./pages/too-many-requests-page').then((m) => ({ default: m.TooManyRequestsPage })));

/** Every path the shell does not own itself goes to the remote that owns its first segment. */
function RemoteArea() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  // The same page as /error/404 (the server answers these addresses with status 404 too).
  if (!remote) return <ErrorPage status={404} />;
  return (
    <RouteGuard>
      <RemoteOutlet remote={remote} />
    </RouteGuard>
  );
}

/** Lets the request client (outside React) navigate with the router instead of reloading the page. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, opts) => navigate(to, { replace: opts?.replace }));
  }, [navigate]);
  return null;
}

/**
 * What the server painted before the code ran (firstViewPaint: /main's hero, a hotel page's top) belongs to the
 * page it was painted for (its data-page): any other page removes it.
 */
function FirstViewRelease() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (document.getElementById(FIRST_VIEW_ELEMENT_ID)?.dataset.page !== firstViewPage(pathname)) releaseFirstView();
  }, [pathname]);
  return null;
}

export function App() {
  useCrossTabSession();
  return (
    <AppLayout>
      <NavigatorBridge />
      <FirstViewRelease />
      <PageArrival />
      <Suspense fallback={<RemoteLoading />}>
        <Routes>
          {/* The server answers these paths with 200 and every other non-remote path with 404 (client-routes). */}
          <Route path={SHELL_ROUTES.home} element={<Navigate to="/main" replace />} />
          <Route path={SHELL_ROUTES.error} element={<ErrorPage />} />
          <Route path={SHELL_ROUTES.forbidden} element={<Navigate to="/error/403" replace />} />
          <Route path={SHELL_ROUTES.tooManyRequests} element={<TooManyRequestsPage />} />
          <Route path="*" element={<RemoteArea />} />
        </Routes>
      </Suspense>
    </AppLayout>
  );
}
