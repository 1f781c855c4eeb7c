import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The files mongoose's own `npm test` runs: `test/**\/*.test.js` without the encryption tests (they need mongocryptd). */
export function suiteFiles(checkout: string): string[] {
  const testDir = join(checkout, 'test');
  return readdirSync(testDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.js') && !path.startsWith('encryption'))
    .map((path) => join(testDir, path))
    .sort((a, b) => relative(testDir, a).localeCompare(relative(testDir, b)));
}
