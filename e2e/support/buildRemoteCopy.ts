import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_TMP, REPO_ROOT } from './paths';

/**
 * Builds a changed copy of a remote into its own output folder, as a team would deploy a new version of one
 * remote: the copy sits inside the repo so it resolves the same node_modules; the original is never touched.
 */
export function buildChangedRemote(options: {
  folder: string;
  file: string;
  replace: [string, string];
  outDir: string;
}): void {
  const copy = path.join(E2E_TMP, `${options.folder}-v2-src`);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const item of ['src', 'rspack.config.ts', 'package.json', 'tsconfig.json']) {
    cpSync(path.join(REPO_ROOT, options.folder, item), path.join(copy, item), { recursive: true });
  }
  const target = path.join(copy, options.file);
  const original = readFileSync(target, 'utf8');
  const [from, to] = options.replace;
  if (!original.includes(from)) throw new Error(`${options.file} does not contain "${from}"`);
  writeFileSync(target, original.replace(from, to));
  execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/rspack'), ['build', '-c', 'rspack.config.ts'], {
    cwd: copy,
    env: { ...process.env, MF_OUTPUT_DIR: options.outDir, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}
