import { ApiError } from '@acorduri/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Sends the visitor to the spec's not-found target when the call answered 404 (/404 or /not-found). */
export function useNotFoundRedirect(error: unknown, target: string): void {
  const navigate = useNavigate();
  const notFound = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (notFound) navigate(target, { replace: true });
  }, [notFound, navigate, target]);
}
