/** 32 hex digits from the browser's random source (randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Wraps a write so each user action carries one Idempotency-Key: submitting the same payload again after a
 * failure (a lost answer, a timeout, a 409 while the first still runs) reuses the key, so the server writes at
 * most once; a success or a different payload starts a new action with a new key.
 */
export function idempotentAction<P, R>(send: (payload: P, idempotencyKey: string) => Promise<R>) {
  let unanswered: { payload: string; key: string } | null = null;
  return async (payload: P): Promise<R> => {
    const serialised = JSON.stringify(payload);
    if (unanswered?.payload !== serialised) unanswered = { payload: serialised, key: newIdempotencyKey() };
    const result = await send(payload, unanswered.key);
    unanswered = null;
    return result;
  };
}
