/** Answers one fetch call, or undefined to leave it to the next rule. */
export type FetchRoute = (url: string, init: RequestInit | undefined) => Response | undefined;

export const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status });

/** Replaces fetch: `route` answers what it knows; anything unanswered is a 404 so tests notice it. */
export function mockFetch(route: FetchRoute): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    return route(url, init) ?? json({ errors: [] }, 404);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}
