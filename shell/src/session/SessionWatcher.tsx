import { messagesOfError, onAlert, pushAlert, SESSION_KEY } from '@acorduri/contracts';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useSession } from './useSession';

/**
 * Keeps the session honest: a failed account call shows the catalogue's error, and any call that answered 401 or
 * 403 (reported through the alert event) clears the session, which sends guarded routes to /login.
 */
export function SessionWatcher() {
  const { error } = useSession();
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (error) pushAlert(messagesOfError(error));
  }, [error]);

  useEffect(
    () =>
      onAlert(({ status }) => {
        if (status === 401 || status === 403) void mutate(SESSION_KEY, null, { revalidate: false });
      }),
    [mutate],
  );

  return null;
}
