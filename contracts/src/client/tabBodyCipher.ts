/**
 * Tab bodies travel encrypted (spec §7): base64url of a 16-byte IV followed by AES-CBC ciphertext, the key being
 * the SHA-256 of a fixed passphrase. WebCrypto exists in browsers and in Node 20, so both sides share this code.
 */
export const TAB_BODY_PASSPHRASE = 'acorduri-pentru-chitara';

// Return type left to inference: Node's and the DOM's CryptoKey types differ by name.
async function keyFor(passphrase: string, usage: 'encrypt' | 'decrypt') {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(passphrase));
  return crypto.subtle.importKey('raw', digest, { name: 'AES-CBC' }, false, [usage]);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function encryptTabBody(body: string, passphrase = TAB_BODY_PASSPHRASE): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(16));
  const key = await keyFor(passphrase, 'encrypt');
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, key, new TextEncoder().encode(body)),
  );
  const out = new Uint8Array(iv.length + cipher.length);
  out.set(iv);
  out.set(cipher, iv.length);
  return toBase64Url(out);
}

/** Decrypts a delivered body; '%' characters are stripped as the spec requires. Rejects on a damaged body. */
export async function decryptTabBody(encrypted: string, passphrase = TAB_BODY_PASSPHRASE): Promise<string> {
  const bytes = fromBase64Url(encrypted);
  if (bytes.length <= 16) throw new Error('tab body too short');
  const key = await keyFor(passphrase, 'decrypt');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-CBC', iv: bytes.slice(0, 16) },
    key,
    bytes.slice(16),
  );
  return new TextDecoder().decode(plain).replace(/%/g, '');
}
