import { type AccountInfo, fetchSession, SESSION_KEY, SESSION_MAX_AGE_MS } from '@acorduri/contracts';
import useSWR from 'swr';

/**
 * The signed-in user, read from the shell's SWR entry (swr is a federation singleton, so this is the same cache);
 * undefined while the first answer is pending, null when anonymous.
 */
export function useSessionUser(): AccountInfo | null | undefined {
  const { data, error } = useSWR(SESSION_KEY, fetchSession, {
    dedupingInterval: SESSION_MAX_AGE_MS,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return error ? null : data;
}
