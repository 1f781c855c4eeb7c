import { ApiError, messagesOfError, PATHS, pushAlert, SESSION_KEY } from '@acorduri/contracts';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';

export interface CallAlert {
  readonly id: number;
  readonly severity: 'warning' | 'success';
  readonly messages: readonly string[];
}

export const isAuthFailure = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The closable alerts of a screen (spec §8: call failures as warnings, the server's messages for a 400). A 401
 * or 403 instead forgets the session and leaves for /login, where the shell's alert area says why.
 */
export function useCallAlerts() {
  const [alerts, setAlerts] = useState<readonly CallAlert[]>([]);
  const nextId = useRef(0);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();

  const push = useCallback((severity: CallAlert['severity'], messages: readonly string[]) => {
    nextId.current += 1;
    const alert = { id: nextId.current, severity, messages };
    setAlerts((current) => [...current, alert]);
  }, []);

  const report = useCallback(
    (error: unknown) => {
      if (isAuthFailure(error)) {
        pushAlert(messagesOfError(error));
        void mutate(SESSION_KEY, null, { revalidate: false });
        navigate(PATHS.login);
        return;
      }
      push('warning', messagesOfError(error));
    },
    [mutate, navigate, push],
  );

  const notify = useCallback((message: string) => push('success', [message]), [push]);
  const dismiss = useCallback(
    (id: number) => setAlerts((current) => current.filter((alert) => alert.id !== id)),
    [],
  );

  return { alerts, report, notify, dismiss };
}

export type CallAlerts = ReturnType<typeof useCallAlerts>;
