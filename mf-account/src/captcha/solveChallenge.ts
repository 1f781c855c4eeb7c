import { apiFetch } from '@acorduri/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey as derivePbkdf2Key } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as deriveShaKey } from 'altcha-lib/algorithms/web/sha';
import type { Challenge } from 'altcha-lib/types';

/** The API's self-hosted ALTCHA challenge (GET, single use). */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';

/** Time allowed to solve before the widget reports a failure. */
const SOLVE_TIMEOUT_MS = 60_000;

/** WebCrypto key derivation for the algorithms a browser can run without extra code (SHA-*, PBKDF2/SHA-*). */
function deriveKeyFor(algorithm: string) {
  if (algorithm.startsWith('PBKDF2/')) return derivePbkdf2Key;
  if (algorithm.startsWith('SHA-')) return deriveShaKey;
  throw new Error(`Algoritm captcha nesuportat: ${algorithm}`);
}

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Solves a challenge by proof of work and returns the payload the API verifies: base64 of
 * `{ challenge, solution }`, the format of the ALTCHA widget. Rejects when unsolved in time or aborted.
 */
export async function solveCaptcha(challenge: Challenge, signal?: AbortSignal): Promise<string> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({
    challenge,
    deriveKey: deriveKeyFor(challenge.parameters.algorithm),
    controller,
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) throw new Error('captcha nerezolvat');
  const { parameters, signature } = challenge;
  return toBase64(JSON.stringify({ challenge: { parameters, signature }, solution }));
}

/** Fetches a fresh challenge and solves it. */
export async function fetchAndSolveCaptcha(signal?: AbortSignal): Promise<string> {
  const challenge = await apiFetch<Challenge>(CAPTCHA_CHALLENGE_PATH, { signal });
  return solveCaptcha(challenge, signal);
}
