import { getJson, type QueryValue, toQueryString } from '@acorduri/contracts';
import useSWR, { type SWRResponse } from 'swr';

/** The SWR key of a GET call: its path and query string, so equal calls share one cache entry. */
export const apiKey = (path: string, query: Readonly<Record<string, QueryValue>> = {}): string =>
  `${path}${toQueryString(query)}`;

/** Read-only API data through the page's shared SWR cache; a null key waits (e.g. for a valid parameter). */
export function useApi<T>(key: string | null): SWRResponse<T, unknown> {
  return useSWR<T, unknown>(key, getJson, { revalidateOnFocus: false, keepPreviousData: true });
}
