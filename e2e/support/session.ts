import type { APIRequestContext } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export const DEMO_ADMIN = { email: 'admin@acorduri.test', password: 'Admin1234' } as const;
export const DEMO_USER = { email: 'ana@acorduri.test', password: 'Demo1234' } as const;

/** Solves the site's self-hosted captcha the way its widget does (proof of work), for calls made by tests. */
export async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/captcha/challenge');
  if (!response.ok()) throw new Error(`captcha challenge: HTTP ${response.status()}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Signs in through the API with the page's request context, so the session cookie lands in the browser
 * context: the next page load is signed in, without driving the login form in tests about something else.
 */
export async function signIn(
  request: APIRequestContext,
  account: { readonly email: string; readonly password: string },
): Promise<void> {
  const hcaptchaResponse = await solveCaptcha(request);
  const response = await request.post('/api/account/sign-in', { data: { ...account, hcaptchaResponse } });
  if (!response.ok()) {
    throw new Error(`sign-in as ${account.email}: HTTP ${response.status()} ${await response.text()}`);
  }
}
