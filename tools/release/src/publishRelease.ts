import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { AREA_FOLDERS, type AreaName, type CanaryRule, type ReleaseRecord } from '@acorduri/contracts';
import { SINGLETONS } from '@acorduri/mf-config/singletons.cjs';
import { builtAt, contentVersion, sharedDeclarations } from './buildInfo';
import { contractProblems } from './contractCheck';
import { MESSAGES } from './messages';
import { ReleaseError } from './releaseError';
import { makeLive, startCanary } from './releaseOperations';
import type { ReleaseStore } from './releaseStore';
import { REPO_ROOT } from './settings';

export interface PublishOptions {
  readonly remote: AreaName;
  /** A finished build of the remote (copied, never moved). */
  readonly distDir: string;
  readonly releasesDir: string;
  readonly webRoot: string;
  readonly store: ReleaseStore;
  /** `live` for everyone, a canary rule without its version, or `none` (recorded only). */
  readonly goLive: 'live' | Omit<CanaryRule, 'version'> | 'none';
}

/** The commit the build came from, marked `-dirty` when the remote's folder has uncommitted changes. */
function gitCommit(remote: AreaName): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const head = git('rev-parse', '--short=12', 'HEAD');
    return git('status', '--porcelain', '--', AREA_FOLDERS[remote]) ? `${head}-dirty` : head;
  } catch {
    return 'unknown';
  }
}

/** Refuses a build whose shared singletons do not match the live shell's (the shell's mf-manifest.json). */
export async function checkContract(distDir: string, webRoot: string): Promise<void> {
  const [own, shell] = await Promise.all([
    sharedDeclarations(distDir),
    sharedDeclarations(path.join(webRoot, 'shell', 'dist')),
  ]);
  const problems = contractProblems(own, shell, SINGLETONS);
  if (problems.length > 0)
    throw new ReleaseError([MESSAGES.contractRefused(distDir), ...problems].join('\n'));
}

/** Copies the build into `<releases>/<folder>/<version>/` (a rename of a complete copy: never half a folder). */
async function storeFiles(distDir: string, folder: string, version: string): Promise<boolean> {
  const target = path.join(folder, version);
  if (await stat(target).catch(() => null)) return false;
  await mkdir(folder, { recursive: true });
  const staging = path.join(folder, `.staging-${randomUUID()}`);
  await cp(distDir, staging, { recursive: true });
  try {
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    // Another release of the same content won the race: the folder it made is identical.
    if (!(await stat(target).catch(() => null))) throw error;
  }
  return true;
}

/**
 * Releases a built remote: contract check, immutable content-addressed copy, record (commit, build time, shared
 * versions, size), then live for everyone, a canary, or nothing. Answers the record.
 */
export async function publishRelease(options: PublishOptions): Promise<ReleaseRecord> {
  const { remote, distDir, store } = options;
  await checkContract(distDir, options.webRoot);
  const { version, size } = await contentVersion(distDir);
  await storeFiles(distDir, path.join(options.releasesDir, AREA_FOLDERS[remote]), version);
  const shared = Object.fromEntries(
    (await sharedDeclarations(distDir))
      .filter((s) => SINGLETONS.includes(s.name))
      .map((s) => [s.name, s.version]),
  );
  const record: ReleaseRecord = {
    remote,
    version,
    commit: gitCommit(remote),
    builtAt: await builtAt(distDir),
    releasedAt: new Date().toISOString(),
    shared,
    size,
  };
  await store.addRelease(record);
  if (options.goLive === 'live') await makeLive(store, remote, version);
  else if (options.goLive !== 'none') await startCanary(store, remote, { ...options.goLive, version });
  return (await store.releases(remote)).find((r) => r.version === version) ?? record;
}
