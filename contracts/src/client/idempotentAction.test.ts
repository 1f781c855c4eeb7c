import { IDEMPOTENCY_KEY_PATTERN } from '../errors/idempotency';
import { apiFetch } from './apiFetch';
import { idempotentAction } from './idempotentAction';

describe('idempotentAction', () => {
  it('reuses the key for a retry of the same payload and renews it after a success or another payload', async () => {
    const keys: string[] = [];
    let fail = true;
    const send = idempotentAction(async (_payload: { body: string }, key: string) => {
      keys.push(key);
      if (fail) throw new Error('network');
      return key;
    });
    await expect(send({ body: 'a' })).rejects.toThrow('network');
    await expect(send({ body: 'a' })).rejects.toThrow('network');
    fail = false;
    await send({ body: 'a' });
    await send({ body: 'a' });
    fail = true;
    await expect(send({ body: 'b' })).rejects.toThrow('network');
    expect(keys[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    expect(new Set([keys[0], keys[3], keys[4]]).size).toBe(3);
  });

  it('sends the key as the Idempotency-Key header', async () => {
    const fetchMock = jest.fn(async () => new Response('{}', { status: 201 }));
    global.fetch = fetchMock;
    await apiFetch('/api/user/comment', {
      method: 'POST',
      body: { body: 'x' },
      idempotencyKey: 'k'.repeat(32),
    });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k'.repeat(32),
    });
  });
});
