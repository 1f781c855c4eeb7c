import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// e2e's own axe-core, the version Lighthouse runs (the root's is an old copy pulled in by @types/jest-axe).
const axeSource = createRequire(__filename).resolve('axe-core/axe.min.js');

/**
 * Rules axe leaves off by default that Lighthouse's accessibility score runs: WCAG 2.2's 24 px target size and
 * two table checks still marked experimental.
 */
const LIGHTHOUSE_EXTRA_RULES = ['target-size', 'table-fake-caption', 'td-has-header'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page (real layout and colours, unlike jsdom) and lists what it found, one line per rule.
 * `within` narrows the check to one element, e.g. an open modal dialog, whose backdrop would otherwise dim the
 * page behind it below any contrast ratio. The site's CSP forbids inline scripts: tests calling this use
 * `test.use({ bypassCSP: true })`. `disableRules` turns off rules that do not apply, e.g. the page-level ones
 * (one main landmark, a level-one heading) for a component shown alone in a Storybook story.
 */
export async function axeViolations(
  page: Page,
  within?: string,
  disableRules: string[] = [],
): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const found = await page.evaluate(
    async ({ selector, enabled, disabled }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const rules = Object.fromEntries([
        ...enabled.map((id) => [id, { enabled: true }]),
        ...disabled.map((id) => [id, { enabled: false }]),
      ]);
      return (await axe.run(selector ? { include: [[selector]] } : document, { rules })).violations;
    },
    { selector: within, enabled: LIGHTHOUSE_EXTRA_RULES, disabled: disableRules },
  );
  return (found as AxeViolation[]).map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
