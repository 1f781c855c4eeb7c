import { ApiError } from '@acorduri/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** The call answered 404: what the address names does not exist. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Sends the visitor to the spec's not-found target when the call answered 404 (/404 or /not-found). */
export function useNotFoundRedirect(error: unknown, target: string): void {
  const navigate = useNavigate();
  const notFound = isNotFound(error);
  useEffect(() => {
    if (notFound) navigate(target, { replace: true });
  }, [notFound, navigate, target]);
}
