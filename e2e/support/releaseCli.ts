import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { E2E_RELEASES_DIR, REPO_ROOT } from './paths';

export interface CliResult {
  readonly status: number | null;
  readonly output: string;
}

/** Runs the release CLI in a remote's folder, as `npm run release -w <remote>` does, on the e2e server's releases. */
export function releaseCli(remoteFolder: string, args: string[]): CliResult {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'tools/release/dist/cli.js'), ...args], {
    cwd: path.join(REPO_ROOT, remoteFolder),
    env: { ...process.env, RELEASES_DIR: E2E_RELEASES_DIR, RELEASES_STORE: 'file' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The version a successful `release` printed (`mf-public <version> publicat …`). */
export function releasedVersion(result: CliResult): string {
  const version = /\b([0-9a-f]{12}) publicat/.exec(result.output)?.[1];
  if (result.status !== 0 || !version)
    throw new Error(`release failed (${result.status}):\n${result.output}`);
  return version;
}
