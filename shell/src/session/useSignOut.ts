import { apiFetch, PATHS, pushAlert, SESSION_KEY } from '@acorduri/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { MESSAGES } from '../messages';

/** Signs out (spinner meanwhile), forgets the session and every cached list, then goes to /login. */
export function useSignOut(): { readonly signOut: () => Promise<void>; readonly signingOut: boolean } {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut(): Promise<void> {
    setSigningOut(true);
    try {
      await apiFetch<unknown>('/api/account/sign-out', { method: 'POST' });
    } catch {
      setSigningOut(false);
      pushAlert(MESSAGES.signOutFailed);
      return;
    }
    await mutate((key) => key !== SESSION_KEY, undefined, { revalidate: false });
    await mutate(SESSION_KEY, null, { revalidate: false });
    setSigningOut(false);
    navigate(PATHS.login);
  }

  return { signOut, signingOut };
}
