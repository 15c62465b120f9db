import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, selectRoles, useAppSelector } from 'shared-contracts';
import { accessFor, decideAccess } from './access-rules';

/** Client-side guard for navigation only; the API enforces every role and ownership rule itself. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { pathname, search } = location;
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const roles = useAppSelector(selectRoles);

  // Guest-only pages (/login, /signup) turn away a member who opens them. Signing in *on* the login page
  // changes the session while it is shown; the page then goes to its own landing (the redirect parameter, or
  // by role), which a redirect to /main from here would override. So those pages are judged by the session
  // as it was when the location was entered (the "previous render" state pattern, no effect needed).
  const [entry, setEntry] = useState({ key: location.key, isAuthenticated });
  if (entry.key !== location.key) setEntry({ key: location.key, isAuthenticated });
  const enteredSignedIn = entry.key === location.key ? entry.isAuthenticated : isAuthenticated;

  const viewer = { isAuthenticated: accessFor(pathname) === 'guest-only' ? enteredSignedIn : isAuthenticated, roles };
  const decision = decideAccess(pathname, search, viewer);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
