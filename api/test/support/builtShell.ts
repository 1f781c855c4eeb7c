import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A minimal shell page like the built shell/dist/index.html: a head to fill, the main script preloaded and started
 * by the start script (shell/start.rspack.config.ts), and the root the shell mounts in.
 */
export const SHELL_HTML =
  '<!doctype html><html lang="ro"><head><meta charset="utf-8"><meta name="description" content="Arhivă">' +
  '<title>Acorduri pentru chitară</title><link rel="preload" as="script" fetchpriority="low" href="/main.js">' +
  '<script defer src="/start.js" data-main="/main.js"></script></head><body>' +
  '<div id="root"></div></body></html>';

/**
 * A WEB_ROOT holding only `shell/dist/index.html`, so page rendering is tested on a clean clone too (npm test runs
 * the API suites before anything is built).
 */
export function builtShellWebRoot(html: string = SHELL_HTML): string {
  const root = mkdtempSync(path.join(tmpdir(), 'acorduri-web-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/index.html'), html);
  return root;
}
