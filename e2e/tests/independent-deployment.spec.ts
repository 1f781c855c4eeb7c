import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildChangedRemote } from '../support/buildRemoteCopy';
import { expect, test } from '../support/fixtures';
import { withRemoteEntry } from '../support/manifest';
import { E2E_TMP, REPO_ROOT } from '../support/paths';
import { serveFolder } from '../support/staticServer';

function digestFolder(folder: string): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    digests[path.relative(folder, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return digests;
}

test('one remote is rebuilt and redeployed without rebuilding the shell', async ({ page }) => {
  test.setTimeout(180_000);
  const shellDist = path.join(REPO_ROOT, 'shell/dist');
  const shellBefore = digestFolder(shellDist);

  await page.goto('/');
  await expect(page.getByText('Creează-ți un cont')).toBeVisible();

  const outDir = path.join(E2E_TMP, 'mf-public-v2');
  buildChangedRemote({
    folder: 'mf-public',
    file: 'src/messages.ts',
    replace: ["homeRegister: 'Creează-ți un cont'", "homeRegister: 'Creează-ți un cont nou (versiunea 2)'"],
    outDir,
  });
  const cdn = await serveFolder(outDir);
  try {
    await withRemoteEntry('mf_public', `${cdn.url}/remoteEntry.js`, async () => {
      await page.reload();
      await expect(page.getByText('Creează-ți un cont nou (versiunea 2)')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Bine ai venit!' })).toBeVisible();
    });
    // Back on the original deployment once the manifest is restored.
    await page.reload();
    await expect(page.getByText('Creează-ți un cont', { exact: true })).toBeVisible();
  } finally {
    await cdn.close();
  }
  expect(digestFolder(shellDist)).toEqual(shellBefore);
});
