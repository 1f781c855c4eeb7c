import { ApiError, apiFetch, toQueryString } from './apiFetch';
import { fetchSession } from './session';

function respond(status: number, body?: unknown): void {
  global.fetch = jest.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
}

describe('apiFetch', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends booleans as 1/0 and leaves empty values out', () => {
    expect(toQueryString({ isPublic: true, draft: false, search: '', tagId: undefined, limit: 10 })).toBe(
      '?isPublic=1&draft=0&limit=10',
    );
  });

  it('returns the parsed body', async () => {
    respond(200, { tabs: [], total: 0 });
    await expect(apiFetch('/api/tab')).resolves.toEqual({ tabs: [], total: 0 });
  });

  it('shows the server messages of a 400', async () => {
    respond(400, { errors: ['Textul trebuie completat'] });
    await expect(apiFetch('/api/user/tab', { method: 'POST', body: {} })).rejects.toEqual(
      new ApiError(400, ['Textul trebuie completat']),
    );
  });

  it('maps other statuses to the catalogue', async () => {
    respond(429, { errors: ['x'] });
    const error = await apiFetch('/api/x').catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual(['Prea multe cereri. Vă rugăm să încercați mai târziu.']);
  });

  it('turns a network failure into the generic message', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0 });
  });

  it('reads the signed-out answer of the account call (200 null) as anonymous', async () => {
    respond(200, null);
    await expect(fetchSession()).resolves.toBeNull();
  });

  it('returns the signed-in user of the account call', async () => {
    const user = {
      id: 'u1',
      username: 'ana',
      slug: 'ana',
      email: 'ana@acorduri.test',
      role: 0,
      createdAt: '',
    };
    respond(200, user);
    await expect(fetchSession()).resolves.toEqual(user);
  });

  it('lets an error status of the account call fail, as any other failure', async () => {
    respond(500, { errors: [] });
    await expect(fetchSession()).rejects.toMatchObject({ status: 500 });
  });
});
