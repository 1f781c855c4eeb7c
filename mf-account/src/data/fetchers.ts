import { apiFetch, type QueryValue } from '@acorduri/contracts';

export type Query = Readonly<Record<string, QueryValue>>;

/** SWR key of a GET with a query: the path and the query object (SWR compares keys by value). */
export type QueryKey = readonly [path: string, query: Query];

/** SWR's fetcher for `QueryKey`s. */
export const fetchWithQuery = <T>([path, query]: QueryKey): Promise<T> => apiFetch<T>(path, { query });
