import { messagesOfError, onAlert, PATHS, pushAlert, SESSION_KEY } from '@acorduri/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useSession } from './useSession';

/**
 * Keeps the session honest: a failed account call shows the catalogue's error; any call that answered 401 or 403
 * (reported through the alert event) clears the session; and a visitor who stops being signed in is sent to
 * /login (spec §2 "When the user becomes unauthenticated the app redirects to /login").
 */
export function SessionWatcher() {
  const { user, error } = useSession();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (user) wasSignedIn.current = true;
    else if (wasSignedIn.current) {
      wasSignedIn.current = false;
      navigate(PATHS.login);
    }
  }, [user, navigate]);

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
