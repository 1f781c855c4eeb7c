import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_ADMIN, signIn } from '../support/session';

/** A page of every remote: public archive, chord dictionary, account forms, admin panel. */
const PAGES = ['/', '/artisti', '/dictionar-acorduri', '/login', '/tab-manager'];

/** Messages Chromium prints when the policy refuses a script, a connection or a style. */
function policyRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

test('every remote runs and is styled under the Content-Security-Policy (no other origin, styles by nonce)', async ({
  page,
}) => {
  const refusals = policyRefusals(page);
  await signIn(page.request, DEMO_ADMIN);
  for (const path of PAGES) {
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    for (const directive of ['script-src', 'script-src-elem', 'connect-src']) {
      expect(policy).toMatch(new RegExp(`(^|;)${directive} 'self'(;|$)`));
    }
    // <style> elements only with this response's nonce: no 'unsafe-inline' for them.
    const nonce = /(?:^|;)style-src 'self' 'nonce-([^']+)'(?:;|$)/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    // The shell's own screen (a public page's server-painted heading comes first, before any script runs).
    await expect(page.locator('#root').getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The global styles reached the page: styled-components' rules were applied, not refused.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    const styleNonces = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-styled]'), (style) => style.nonce),
    );
    expect(styleNonces.length).toBeGreaterThan(0);
    expect(new Set(styleNonces)).toEqual(new Set([nonce]));
  }
  expect(refusals).toEqual([]);
});

test('a write from another origin is refused with the catalogue message and changes nothing', async ({
  page,
}) => {
  await signIn(page.request, DEMO_ADMIN);
  const refused = await page.request.post('/api/account/sign-out', {
    headers: { Origin: 'https://evil.example' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ errors: ['Acțiunea necesită autorizare.'] });
  const session = await page.request.get('/api/account');
  expect((await session.json())?.email).toBe(DEMO_ADMIN.email);
});
