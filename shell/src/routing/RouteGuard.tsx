import { type Access, isAdmin, PATHS } from '@acorduri/contracts';
import { Spinner } from '@acorduri/ui-kit';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { MESSAGES } from '../messages';
import { useSession } from '../session/useSession';

/** Spec §2: a route needing sign-in, or admin, sends everyone else to /login (also when the session ends). */
export function RouteGuard({ access, children }: { readonly access: Access; readonly children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (access === 'public') return children;
  if (isLoading) return <Spinner label={MESSAGES.loading} />;
  const allowed = access === 'admin' ? isAdmin(user) : user !== null;
  return allowed ? children : <Navigate to={PATHS.login} replace />;
}
