import { expect, test } from '../support/fixtures';
import { DEMO_ADMIN, signIn } from '../support/session';

test.describe('composed site', () => {
  test('the home page renders in the browser', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bine ai venit!' })).toBeVisible();
    await expect(page.locator('[data-area="mf_public"]')).toBeVisible();
  });

  test('a route of each remote renders into the shell through the runtime manifest', async ({ page }) => {
    // The admin area is guarded: an administrator's session lets its route render.
    await signIn(page.request, DEMO_ADMIN);
    const manifestRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mf/remotes.json')) manifestRequests.push(request.url());
    });
    const areas = [
      { path: '/termeni-si-conditii', area: 'mf_public', heading: 'Termeni și condiții' },
      { path: '/login', area: 'mf_account', heading: 'Autentificare' },
      { path: '/users', area: 'mf_admin', heading: 'Utilizatori' },
      { path: '/dictionar-acorduri', area: 'mf_chords', heading: 'Dicționar de acorduri' },
    ];
    for (const { path, area, heading } of areas) {
      await page.goto(path);
      const region = page.locator(`[data-area="${area}"]`);
      await expect(region.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    expect(manifestRequests.length).toBeGreaterThanOrEqual(areas.length);
  });

  test('client-side navigation moves between remotes without reloading the page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same-page';
    });
    await page.getByRole('link', { name: 'Creează-ți un cont' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByRole('link', { name: 'Acorduri', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bine ai venit!' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-page');
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/nu-exista/aceasta/pagina');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina nu a fost găsită.' })).toBeVisible();
    await expect(page).toHaveTitle(/Pagina nu a fost găsită\./);
  });

  test('React and styled-components exist once in the page, shared by every remote', async ({
    page,
    consoleProblems,
  }) => {
    await signIn(page.request, DEMO_ADMIN);
    for (const path of ['/', '/login', '/users', '/dictionar-acorduri']) {
      await page.goto(path);
      await expect(page.locator('[data-area] h1').first()).toBeVisible();
    }
    // Load all four areas into one page, then inspect the federation share scope.
    await page.goto('/');
    for (const path of ['/login', '/users', '/dictionar-acorduri', '/']) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.locator('[data-area] h1').first()).toBeVisible();
    }
    const copies = await page.evaluate(() => {
      type Shared = { loaded?: boolean; lib?: unknown; from?: string };
      const federation = (
        globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } }
      ).__FEDERATION__;
      const result: Record<string, { versions: string[]; loaded: number; providers: string[] }> = {};
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const scope of Object.values(scopes as Record<string, Record<string, Record<string, Shared>>>)) {
          for (const [pkg, versions] of Object.entries(scope)) {
            result[pkg] ??= { versions: [], loaded: 0, providers: [] };
            const entry = result[pkg];
            for (const [version, shared] of Object.entries(versions)) {
              if (!entry.versions.includes(version)) entry.versions.push(version);
              if (shared.loaded || shared.lib) {
                entry.loaded += 1;
                entry.providers.push(`${shared.from}@${version}`);
              }
            }
          }
        }
      }
      return result;
    });
    for (const pkg of ['react', 'react-dom', 'styled-components', 'react-router']) {
      expect(copies[pkg], `${pkg} is in the share scope`).toBeDefined();
      expect(copies[pkg]?.versions, `one version of ${pkg}`).toHaveLength(1);
      expect(new Set(copies[pkg]?.providers).size, `${pkg} loaded from one provider`).toBeLessThanOrEqual(1);
    }
    const duplicateWarnings = consoleProblems.filter((text) =>
      /initialized styled-components multiple times|Invalid hook call|more than one copy of React/i.test(
        text,
      ),
    );
    expect(duplicateWarnings).toEqual([]);
  });
});
