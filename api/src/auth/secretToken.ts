import { createHash, randomBytes } from 'node:crypto';

/** A random token for cookies and mail links: `bytes` random bytes as base64url (4 characters per 3 bytes). */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored hashed; the plain value only exists in the cookie or the mail. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
