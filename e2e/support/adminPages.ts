import type { BrowserContext, Locator, Page } from '@playwright/test';
import { signedInContext } from './adminContent';
import { test } from './fixtures';
import { DEMO_ADMIN, DEMO_USER } from './session';

export interface AdminPages {
  /** The admin's page of the running test: a fresh one per test. */
  readonly page: Page;
  /** The admin's signed-in context (its request shares the session cookie). */
  readonly admin: BrowserContext;
  /** ana's signed-in context; only when asked for with `withAna`. */
  readonly ana: BrowserContext;
  /** The list's total, from the paginator's '1–10 din N'. */
  totalShown(): Promise<number>;
  /** The first data row of the table (row 0 is the header). */
  firstRow(): Locator;
}

/**
 * The admin specs' setup: their tests run in order, share one signed-in admin context (and ana's, for calls as
 * her) for the file, and each opens a page of its own.
 */
export function adminPages({ withAna = false }: { withAna?: boolean } = {}): AdminPages {
  let admin: BrowserContext | undefined;
  let ana: BrowserContext | undefined;
  let page: Page | undefined;
  const opened = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only open inside the spec's tests`);
    return value;
  };

  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }) => {
    const baseURL = process.env.E2E_BASE_URL;
    admin = await signedInContext(browser, baseURL, DEMO_ADMIN);
    if (withAna) ana = await signedInContext(browser, baseURL, DEMO_USER);
  });
  test.afterAll(async () => {
    await admin?.close();
    await ana?.close();
  });
  test.beforeEach(async () => {
    page = await opened(admin, 'The admin context').newPage();
  });
  test.afterEach(async () => {
    await page?.close();
  });

  const currentPage = () => opened(page, 'The page');
  return {
    get page() {
      return currentPage();
    },
    get admin() {
      return opened(admin, 'The admin context');
    },
    get ana() {
      return opened(ana, "ana's context (withAna)");
    },
    totalShown: async () => {
      const text = await currentPage()
        .getByText(/^\d+–\d+ din \d+$/)
        .textContent();
      return Number(text?.split(' din ')[1]);
    },
    firstRow: () => currentPage().getByRole('row').nth(1),
  };
}
