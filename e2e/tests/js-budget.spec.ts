import { expect, test } from '../support/fixtures';
import { BUDGET_ROUTES, budgetPaths, measureScripts, ROUTE_READY } from '../support/scriptBytes';

const KB = 1024;

// What a new reader downloads as JavaScript on a first visit, as transferred (brotli bodies plus response headers,
// every script until the network is quiet; issues #15, #28). Bytes, not timings: the same build always gives the
// same figures.
test.describe('JavaScript budget of a first visit', () => {
  for (const { name, budgetKB } of BUDGET_ROUTES) {
    test(`${name}: at most ${budgetKB} KB of JavaScript`, async ({ browser, baseURL }) => {
      if (!baseURL) throw new Error('E2E_BASE_URL is not set');
      const path = (await budgetPaths(baseURL))[name];
      const measured = await measureScripts(browser, baseURL, path, ROUTE_READY[name]);
      const uncompressed = measured.scripts.filter(
        (script) => script.encoding !== 'br' && script.bodyBytes > 1024,
      );
      expect(uncompressed, `${name} (${path}): scripts sent without brotli`).toEqual([]);
      const largest = measured.scripts
        .slice(0, 5)
        .map((script) => `${script.path} ${(script.bytes / KB).toFixed(1)} KB`)
        .join(', ');
      expect(
        measured.bytes,
        `${name} (${path}): ${measured.bytes} bytes (${(measured.bytes / KB).toFixed(1)} KB) of JavaScript in ` +
          `${measured.requests} scripts, over its budget of ${budgetKB} KB; largest: ${largest}`,
      ).toBeLessThanOrEqual(budgetKB * KB);
    });
  }
});
