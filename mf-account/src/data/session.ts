import {
  type AccountInfo,
  ApiError,
  apiFetch,
  fetchSession,
  SESSION_KEY,
  SESSION_MAX_AGE_MS,
} from '@acorduri/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';

/** The signed-in user (null when anonymous), from the page-wide SWR entry the shell also reads. */
export function useSession() {
  return useSWR(SESSION_KEY, fetchSession, {
    dedupingInterval: SESSION_MAX_AGE_MS,
    revalidateOnFocus: false,
  });
}

export interface SignInRequest {
  readonly email: string;
  readonly password: string;
  /** The captcha payload; the spec names this call's field `hcaptchaResponse`. */
  readonly captchaResponse: string;
}

/** Session changes every account screen makes: store the user after sign-in, forget everything on sign-out. */
export function useSessionActions() {
  const { mutate } = useSWRConfig();

  const storeUser = useCallback(
    (user: AccountInfo) => mutate(SESSION_KEY, user, { revalidate: false }),
    [mutate],
  );

  /** Drops every cached list (spec §4: sign-out clears all cached lists), then marks the visitor anonymous. */
  const forgetSession = useCallback(async () => {
    await mutate((key) => key !== SESSION_KEY, undefined, { revalidate: false });
    await mutate(SESSION_KEY, null, { revalidate: false });
  }, [mutate]);

  const signIn = useCallback(
    async ({ email, password, captchaResponse }: SignInRequest) => {
      const user = await apiFetch<AccountInfo>('/api/account/sign-in', {
        method: 'POST',
        body: { email, password, hcaptchaResponse: captchaResponse },
      });
      await storeUser(user);
      return user;
    },
    [storeUser],
  );

  const signOut = useCallback(async () => {
    await apiFetch('/api/account/sign-out', { method: 'POST' });
    await forgetSession();
  }, [forgetSession]);

  /** A 401 or 403 means the session is gone (spec §8): clear it so the guards send the visitor to login. */
  const forgetIfUnauthenticated = useCallback(
    async (error: unknown) => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) await forgetSession();
    },
    [forgetSession],
  );

  return { signIn, signOut, storeUser, forgetSession, forgetIfUnauthenticated };
}
