import { randomBytes } from 'node:crypto';

/** Bytes drawn from the system's generator at a time: a crypto call per nonce or IV cost more than its bytes. */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * `size` cryptographically random bytes (at most POOL_BYTES) no other call is given: a view of a buffer filled by
 * `randomBytes` a pool at a time, never handed out twice. For the style nonces and the tab bodies' IVs.
 */
export function pooledRandomBytes(size: number): Buffer {
  if (size > POOL_BYTES) throw new RangeError(`pooledRandomBytes: ${size} bytes is more than a pool`);
  if (offset + size > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const bytes = pool.subarray(offset, offset + size);
  offset += size;
  return bytes;
}
