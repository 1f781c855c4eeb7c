import { test as base, expect } from '@playwright/test';

interface Fixtures {
  /** Console errors and warnings the page printed during the test. */
  consoleProblems: string[];
}

export const test = base.extend<Fixtures>({
  // The server's port is chosen in globalSetup, after the config was read.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await use(problems);
  },
});

export { expect };
