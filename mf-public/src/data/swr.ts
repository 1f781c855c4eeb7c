import { getJson, isInPageData } from '@acorduri/contracts';
import useSWR, { type SWRResponse } from 'swr';

export { apiKey } from '@acorduri/contracts';

/**
 * Read-only API data through the page's shared SWR cache; a null key waits (e.g. for a valid parameter). A key
 * the server already answered inside the page (the shell's SWR `fallback`) is not asked for again on mount.
 */
export function useApi<T>(key: string | null): SWRResponse<T, unknown> {
  return useSWR<T, unknown>(key, getJson, {
    revalidateOnFocus: false,
    keepPreviousData: true,
    ...(key !== null && isInPageData(key) ? { revalidateOnMount: false } : {}),
  });
}
