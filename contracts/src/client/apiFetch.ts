import { GENERIC_ERROR_MESSAGE, messagesForFailure } from '../errors/catalogue';
import { IDEMPOTENCY_HEADER } from '../errors/idempotency';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** A plain value is sent as JSON; FormData (uploads) as multipart. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: the server answers a repeat of the same key once written (idempotentAction). */
  readonly idempotencyKey?: string;
}

/** A call that failed: its HTTP status (0 when the network failed) and the messages to show, per the catalogue. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly messages: readonly string[],
  ) {
    super(messages.join(' '));
  }
}

/** Booleans travel as 1/0 (spec §5); empty values are left out so the server applies its defaults. */
export function toQueryString(query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function errorsOf(response: Response): Promise<string[] | undefined> {
  try {
    const body = (await response.json()) as { errors?: unknown };
    return Array.isArray(body.errors)
      ? body.errors.filter((e): e is string => typeof e === 'string')
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The front-ends' one way to call the API: same-origin cookie, JSON in and out, and failures turned into an
 * `ApiError` carrying the catalogue's Romanian messages (the server's own list for a 400).
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', query, body, signal, idempotencyKey } = request;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${path}${toQueryString(query)}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
        ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, [GENERIC_ERROR_MESSAGE]);
  }
  if (!response.ok)
    throw new ApiError(response.status, messagesForFailure(response.status, await errorsOf(response)));
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** SWR's fetcher for GET keys that are plain paths (`useSWR('/api/lesson', getJson)`). */
export const getJson = <T>(path: string): Promise<T> => apiFetch<T>(path);
