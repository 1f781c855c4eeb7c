import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';

/**
 * Visual regression of every Storybook story, rendered from the static build (`npm run build-storybook`) in
 * Debian Chromium and compared with the screenshots committed under `visual/__screenshots__`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  globalSetup: './serveStorybook.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  workers: 1,
  timeout: 30_000,
  reporter: [['list']],
  expect: {
    // Anti-aliasing of text may differ by a few pixels between runs of the same Chromium; layout changes do not.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: process.env.STORYBOOK_URL,
    launchOptions: chromiumLaunchOptions(),
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
  },
});
