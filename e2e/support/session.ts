import type { APIRequestContext, APIResponse } from '@playwright/test';
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
  const response = await attemptSignIn(request, account);
  if (!response.ok()) {
    throw new Error(`sign-in as ${account.email}: HTTP ${response.status()} ${await response.text()}`);
  }
}

/** One sign-in call with a solved captcha, answered as it is (a refusal is for the test to check). */
export async function attemptSignIn(
  request: APIRequestContext,
  account: { readonly email: string; readonly password: string },
): Promise<APIResponse> {
  const hcaptchaResponse = await solveCaptcha(request);
  return request.post('/api/account/sign-in', { data: { ...account, hcaptchaResponse } });
}

/** Registers a standard account through the API: unverified and without any tab, request or comment. */
export async function registerAccount(
  request: APIRequestContext,
  account: { readonly name: string; readonly email: string; readonly password: string },
): Promise<void> {
  const captchaResponse = await solveCaptcha(request);
  const response = await request.post('/api/account', {
    data: { ...account, confirmPassword: account.password, isEulaAccepted: true, captchaResponse },
  });
  if (!response.ok()) {
    throw new Error(`register ${account.email}: HTTP ${response.status()} ${await response.text()}`);
  }
}
