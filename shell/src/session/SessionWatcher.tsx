import { messagesOfError, onAlert, PATHS, pushAlert, SESSION_KEY } from '@acorduri/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useSession } from './useSession';

/**
 * Keeps the session honest: a failed account call shows the catalogue's error; a call that answered 401 or 403
 * (reported through the alert event) clears the session and, when someone was signed in, goes to /login (spec §2
 * "When the user becomes unauthenticated the app redirects to /login"). Deliberate ends of the session (sign-out,
 * account deletion) navigate on their own.
 */
export function SessionWatcher() {
  const { user, error } = useSession();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const signedIn = useRef(false);
  signedIn.current = user !== null;

  useEffect(() => {
    if (error) pushAlert(messagesOfError(error));
  }, [error]);

  useEffect(
    () =>
      onAlert(({ status }) => {
        if (status !== 401 && status !== 403) return;
        const wasSignedIn = signedIn.current;
        void mutate(SESSION_KEY, null, { revalidate: false });
        if (wasSignedIn) navigate(PATHS.login);
      }),
    [mutate, navigate],
  );

  return null;
}
