import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser } from '@playwright/test';
import { buildChangedRemote } from '../support/buildRemoteCopy';
import { expect, test } from '../support/fixtures';
import { E2E_RELEASES_DIR, E2E_TMP, REPO_ROOT } from '../support/paths';
import { releaseCli, releasedVersion } from '../support/releaseCli';

const OLD_TEXT = 'Creează-ți un cont';
const NEW_TEXT = 'Creează-ți un cont nou (lansare)';
const changedBuild = path.join(E2E_TMP, 'mf-public-release');

async function publicVersion(request: APIRequestContext, cookie?: string): Promise<string | undefined> {
  const response = await request.get('/mf/remotes.json', {
    headers: cookie ? { cookie: `acorduri_canary=${cookie}` } : {},
  });
  const body = (await response.json()) as { remotes: { name: string; version?: string }[] };
  return body.remotes.find((r) => r.name === 'mf_public')?.version;
}

/** A browser whose canary cookie puts it in bucket `bucket` (0–99). */
async function pageInBucket(browser: Browser, baseURL: string, bucket: number) {
  const context = await browser.newContext({ baseURL, locale: 'ro-RO' });
  await context.addCookies([{ name: 'acorduri_canary', value: String(bucket), url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/');
  return { context, page };
}

test.describe
  .serial('releases of one remote: live, rollback, canary, contract check', () => {
    test.setTimeout(180_000);
    let v1: string;
    let v2: string;

    test.beforeAll(() => {
      rmSync(E2E_RELEASES_DIR, { recursive: true, force: true });
      // Built once, released below as the second version.
      buildChangedRemote({
        folder: 'mf-public',
        file: 'src/messages.ts',
        replace: [`homeRegister: '${OLD_TEXT}'`, `homeRegister: '${NEW_TEXT}'`],
        outDir: changedBuild,
      });
    });
    // Later specs get the plain builds again.
    test.afterAll(() => rmSync(E2E_RELEASES_DIR, { recursive: true, force: true }));

    test('a released change is live without rebuilding the shell, from an immutable folder', async ({
      page,
    }) => {
      const shellBefore = readFileSync(path.join(REPO_ROOT, 'shell/dist/index.html'), 'utf8');
      v1 = releasedVersion(releaseCli('mf-public', ['release', '--dist', 'dist']));
      await page.goto('/');
      await expect(page.getByText(OLD_TEXT, { exact: true })).toBeVisible();
      expect(await publicVersion(page.request)).toBe(v1);

      v2 = releasedVersion(releaseCli('mf-public', ['release', '--dist', changedBuild]));
      expect(v2).not.toBe(v1);
      await page.reload();
      await expect(page.getByText(NEW_TEXT)).toBeVisible();
      const entry = await page.request.get(`/mf/mf-public/${v2}/remoteEntry.js`);
      expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(readFileSync(path.join(REPO_ROOT, 'shell/dist/index.html'), 'utf8')).toBe(shellBefore);

      const listed = releaseCli('mf-public', ['list']);
      expect(listed.output).toContain(`mf-public (live: ${v2})`);
      expect(listed.output).toMatch(new RegExp(`live +${v2}`));
    });

    test('a rollback brings the previous release back', async ({ page }) => {
      const result = releaseCli('mf-public', ['rollback']);
      expect(result.output).toContain(`mf-public: versiunea live este acum ${v1}.`);
      await page.goto('/');
      await expect(page.getByText(OLD_TEXT, { exact: true })).toBeVisible();
      await expect(page.getByText(NEW_TEXT)).toHaveCount(0);
    });

    test('a 50% canary shows each group its own release', async ({ browser, baseURL, request }) => {
      expect(releaseCli('mf-public', ['canary', v2, '--share', '50']).status).toBe(0);
      const inCanary = await pageInBucket(browser, baseURL ?? '', 10);
      const outside = await pageInBucket(browser, baseURL ?? '', 90);
      try {
        await expect(inCanary.page.getByText(NEW_TEXT)).toBeVisible();
        await expect(outside.page.getByText(OLD_TEXT, { exact: true })).toBeVisible();
        await expect(outside.page.getByText(NEW_TEXT)).toHaveCount(0);
      } finally {
        await inCanary.context.close();
        await outside.context.close();
      }
      // A browser without a group is given one that sticks.
      const first = await request.get('/mf/remotes.json');
      expect(first.headers()['cache-control']).toBe('private, no-cache');
      expect(first.headers()['set-cookie']).toMatch(/acorduri_canary=\d+/);
    });

    test('a build made against another React is refused, naming the package and the versions', async ({
      request,
    }) => {
      const oldReact = path.join(E2E_TMP, 'mf-public-react18');
      rmSync(oldReact, { recursive: true, force: true });
      cpSync(changedBuild, oldReact, { recursive: true });
      const manifestFile = path.join(oldReact, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
        shared: { name: string; version: string; requiredVersion: string }[];
      };
      for (const shared of manifest.shared) {
        if (shared.name === 'react') Object.assign(shared, { version: '18.3.1', requiredVersion: '^18.0.0' });
      }
      writeFileSync(manifestFile, JSON.stringify(manifest));

      const refused = releaseCli('mf-public', ['release', '--dist', oldReact]);
      expect(refused.status).toBe(1);
      expect(refused.output).toMatch(
        /react: remote-ul a fost construit cu 18\.3\.1 \(cere \^18\.0\.0\), shell-ul live are 19\.\d+\.\d+ \(cere \^19\.0\.0\)\./,
      );
      // Nothing changed: still v1 live and v2 as the canary.
      expect(await publicVersion(request, '90')).toBe(v1);
      expect(await publicVersion(request, '10')).toBe(v2);
    });
  });
