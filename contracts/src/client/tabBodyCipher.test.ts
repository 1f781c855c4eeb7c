import { createDecipheriv, createHash } from 'node:crypto';
import { decryptTabBody, encryptTabBody, TAB_BODY_PASSPHRASE } from './tabBodyCipher';

describe('tab body cipher', () => {
  const body = 'Am          F\nCântă, chitară, până-n zori %\nG        C\n';

  it('round-trips Romanian text and strips % on decryption', async () => {
    const encrypted = await encryptTabBody(body);
    expect(encrypted).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decryptTabBody(encrypted)).toBe(body.replace(/%/g, ''));
  });

  it('uses a random IV prefix with AES-256-CBC keyed by SHA-256 of the passphrase', async () => {
    const encrypted = await encryptTabBody(body);
    expect(await encryptTabBody(body)).not.toBe(encrypted);
    const bytes = Buffer.from(encrypted, 'base64url');
    const key = createHash('sha256').update(TAB_BODY_PASSPHRASE).digest();
    const decipher = createDecipheriv('aes-256-cbc', key, bytes.subarray(0, 16));
    const plain = Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8');
    expect(plain).toBe(body);
  });

  it('rejects a damaged body', async () => {
    await expect(decryptTabBody('abc')).rejects.toThrow();
    await expect(decryptTabBody(await encryptTabBody(body), 'alta-parola')).rejects.toThrow();
  });
});
