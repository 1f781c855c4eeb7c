/** @jest-environment node */
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as nodeSha } from 'altcha-lib/algorithms/sha';
import { solveCaptcha } from './solveChallenge';

const SECRET = 'secret-de-test';

async function roundTrip(algorithm: string, deriveKey: typeof nodeSha, cost: number) {
  const challenge = await createChallenge({ algorithm, cost, deriveKey, hmacSignatureSecret: SECRET });
  const payload = await solveCaptcha(challenge);
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  return verifySolution({ ...decoded, deriveKey, hmacSignatureSecret: SECRET });
}

describe('solveCaptcha', () => {
  it('solves a SHA-256 challenge into a payload the server library verifies', async () => {
    await expect(roundTrip('SHA-256', nodeSha, 1)).resolves.toMatchObject({ verified: true });
  });

  it('solves a PBKDF2 challenge with WebCrypto', async () => {
    await expect(roundTrip('PBKDF2/SHA-256', nodePbkdf2, 10)).resolves.toMatchObject({ verified: true });
  });

  it('refuses an algorithm the browser cannot derive', async () => {
    await expect(
      solveCaptcha({
        parameters: {
          algorithm: 'ARGON2ID',
          nonce: '00',
          salt: '00',
          cost: 1,
          keyLength: 32,
          keyPrefix: '00',
        },
      }),
    ).rejects.toThrow(/ARGON2ID/);
  });
});
