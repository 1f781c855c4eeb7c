import { createCipheriv, createHash } from 'node:crypto';
import { pooledRandomBytes } from '../crypto/pooledRandomBytes';

const IV_LENGTH = 16;
const keys = new Map<string, Buffer>();

function keyFor(passphrase: string): Buffer {
  let key = keys.get(passphrase);
  if (!key) {
    key = createHash('sha256').update(passphrase, 'utf8').digest();
    keys.set(passphrase, key);
  }
  return key;
}

/**
 * The body as tab answers carry it (spec §7): base64url of a random 16-byte IV followed by the AES-256-CBC
 * ciphertext, the key being SHA-256 of the configured passphrase. Browsers decrypt it with WebCrypto
 * (contracts `decryptTabBody`).
 */
export function encryptTabBody(body: string, passphrase: string): string {
  const iv = pooledRandomBytes(IV_LENGTH);
  const cipher = createCipheriv('aes-256-cbc', keyFor(passphrase), iv);
  return Buffer.concat([iv, cipher.update(body, 'utf8'), cipher.final()]).toString('base64url');
}
