/** One recorded call of the mocked API: method, path (without query), parsed query and body. */
export interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly body: unknown;
}

export interface MockReply {
  readonly status?: number;
  readonly body?: unknown;
}

type Handler = (call: ApiCall) => MockReply | Promise<MockReply>;

function fakeResponse({ status = 200, body }: MockReply) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(text),
    text: async () => text,
  };
}

const SESSION_ROUTE = 'GET /api/account';

/**
 * Replaces `fetch` with a table of `'METHOD /path'` handlers (jsdom has no fetch of its own). Unknown calls answer
 * 404 so a test that forgot a route fails loudly. The session call answers null (anonymous) unless the table
 * says otherwise; it is not recorded. Returns the recorded calls.
 */
export function mockApi(routes: Record<string, Handler | MockReply>): ApiCall[] {
  const table: Record<string, Handler | MockReply> = {
    [SESSION_ROUTE]: { body: null },
    ...routes,
  };
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body =
      typeof init?.body === 'string'
        ? JSON.parse(init.body)
        : init?.body === undefined
          ? undefined
          : init.body;
    const call: ApiCall = { method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    const name = `${method} ${url.pathname}`;
    if (name !== SESSION_ROUTE) calls.push(call);
    const route = table[name];
    if (!route) return fakeResponse({ status: 404, body: { errors: [] } });
    const reply = typeof route === 'function' ? await route(call) : route;
    return fakeResponse(reply);
  }) as unknown as typeof fetch;
  return calls;
}
