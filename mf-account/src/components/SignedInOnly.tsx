import { PATHS } from '@acorduri/contracts';
import { Spinner } from '@acorduri/ui-kit';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../data/session';
import { MESSAGES } from '../messages';

/**
 * The account screens need a user. The shell guards these routes already; this keeps the remote correct on its
 * own (standalone dev server) and sends the visitor to /login the moment the session ends (spec §2).
 */
export function SignedInOnly({ children }: { readonly children: ReactNode }) {
  const { data: user } = useSession();
  if (user === undefined) return <Spinner label={MESSAGES.loading} />;
  if (user === null) return <Navigate to={PATHS.login} replace />;
  return children;
}
