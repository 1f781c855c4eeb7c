import { isDuplicateKeyError } from '../errors/duplicateKey';

/**
 * Runs a write that stores the request's Idempotency-Key in the document it writes, under a unique index. When
 * the index refuses it because that key already wrote (a process killed after the write, before it answered),
 * answers what `findEarlier` reads back for the key instead of failing or writing twice. The key travels in the
 * written document itself, so this holds without transactions.
 */
export async function orEarlierWrite<T>(
  requestKey: string | undefined,
  write: () => Promise<T>,
  findEarlier: (requestKey: string) => Promise<T | null>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const earlier = requestKey && isDuplicateKeyError(error) ? await findEarlier(requestKey) : null;
    if (!earlier) throw error;
    return earlier;
  }
}
