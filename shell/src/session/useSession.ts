import { type AccountInfo, fetchSession, SESSION_KEY, SESSION_MAX_AGE_MS } from '@acorduri/contracts';
import useSWR from 'swr';

/** One SWR entry for the whole page (swr is a federation singleton): the shell and every remote read it. */
export const SESSION_SWR_OPTIONS = {
  dedupingInterval: SESSION_MAX_AGE_MS,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

export interface SessionState {
  readonly user: AccountInfo | null;
  /** True until the first answer of GET /api/account. */
  readonly isLoading: boolean;
  readonly error: unknown;
}

export function useSession(): SessionState {
  const { data, error } = useSWR(SESSION_KEY, fetchSession, SESSION_SWR_OPTIONS);
  // A failed account call (other than 401) leaves the visitor anonymous: spec §4 "other statuses clear it".
  return { user: data ?? null, isLoading: data === undefined && !error, error };
}
