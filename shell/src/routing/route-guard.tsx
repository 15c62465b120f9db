import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, selectRoles, useAppSelector } from 'shared-contracts';
import { decideAccess } from './access-rules';

/** Client-side guard for navigation only; the API enforces every role and ownership rule itself. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const roles = useAppSelector(selectRoles);
  const decision = decideAccess(pathname, search, { isAuthenticated, roles });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
