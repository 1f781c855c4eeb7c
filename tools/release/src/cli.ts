#!/usr/bin/env node
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AREA_FOLDERS, AREAS, type AreaName } from '@acorduri/contracts';
import { formatSize } from './buildInfo';
import { MESSAGES } from './messages';
import { openStore } from './openStore';
import { publishRelease } from './publishRelease';
import { ReleaseError } from './releaseError';
import { areaState, makeLive, rollback, startCanary, stopCanary } from './releaseOperations';
import type { ReleaseStore } from './releaseStore';
import { REPO_ROOT, type ReleaseSettings, settingsFromEnv } from './settings';

/** The remote whose folder the command runs in (`npm run release -w mf-public` runs in mf-public/). */
function currentRemote(cwd: string): AreaName {
  const name = (JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as { name: string }).name;
  const remote = AREAS.find((area) => `@acorduri/${AREA_FOLDERS[area]}` === name);
  if (!remote) throw new ReleaseError(MESSAGES.notARemote(name));
  return remote;
}

function canaryOption(share: string | undefined, admins: boolean | undefined) {
  if (admins) return { audience: 'admins', share: 0 } as const;
  const value = Number(share);
  if (!Number.isInteger(value) || value < 1 || value > 99) throw new ReleaseError(MESSAGES.usage);
  return { audience: 'share', share: value } as const;
}

/** Builds the remote with its own rspack config into a fresh folder beside the releases (same disk: renamed). */
function buildRemote(cwd: string, outDir: string): void {
  execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/rspack'), ['build', '-c', 'rspack.config.ts'], {
    cwd,
    env: { ...process.env, MF_OUTPUT_DIR: outDir, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}

async function release(store: ReleaseStore, settings: ReleaseSettings, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      dist: { type: 'string' },
      canary: { type: 'string' },
      admins: { type: 'boolean' },
      'no-live': { type: 'boolean' },
    },
  });
  const cwd = process.cwd();
  const remote = currentRemote(cwd);
  const folder = AREA_FOLDERS[remote];
  let distDir = values.dist ? path.resolve(values.dist) : undefined;
  const buildDir = path.join(settings.releasesDir, `.build-${folder}-${randomUUID()}`);
  if (!distDir) {
    console.log(MESSAGES.building(folder));
    await mkdir(settings.releasesDir, { recursive: true });
    buildRemote(cwd, buildDir);
    distDir = buildDir;
  }
  const canary = values.canary !== undefined || values.admins;
  try {
    const record = await publishRelease({
      remote,
      distDir,
      releasesDir: settings.releasesDir,
      webRoot: settings.webRoot,
      store,
      goLive: values['no-live'] ? 'none' : canary ? canaryOption(values.canary, values.admins) : 'live',
    });
    if (values['no-live']) console.log(MESSAGES.recorded(folder, record.version));
    else if (canary) {
      const rule = canaryOption(values.canary, values.admins);
      console.log(
        MESSAGES.releasedCanary(folder, record.version, MESSAGES.canaryAudience(rule.share, !!values.admins)),
      );
    } else console.log(MESSAGES.released(folder, record.version, formatSize(record.size)));
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
}

async function list(store: ReleaseStore): Promise<void> {
  const releases = await store.releases();
  if (releases.length === 0) {
    console.log(MESSAGES.noReleases);
    return;
  }
  for (const remote of AREAS) {
    const own = releases.filter((r) => r.remote === remote);
    if (own.length === 0) continue;
    const state = await areaState(store, remote);
    console.log(MESSAGES.listHeader(AREA_FOLDERS[remote], state.live));
    for (const r of [...own].reverse()) {
      const mark =
        r.version === state.live
          ? 'live  '
          : r.version === state.canary?.version
            ? `test ${state.canary.audience === 'admins' ? 'admin' : `${state.canary.share}%`}`.padEnd(6)
            : '      ';
      console.log(
        `  ${mark} ${r.version}  ${r.releasedAt}  ${r.commit}  ${formatSize(r.size)}  ` +
          Object.entries(r.shared)
            .map(([name, version]) => `${name}@${version}`)
            .join(' '),
      );
    }
  }
}

async function run(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  const settings = settingsFromEnv(process.env);
  const store = await openStore(settings);
  try {
    switch (command) {
      case 'release':
        return await release(store, settings, args);
      case 'list':
        return await list(store);
      case 'rollback': {
        const remote = currentRemote(process.cwd());
        console.log(MESSAGES.nowLive(AREA_FOLDERS[remote], await rollback(store, remote)));
        return;
      }
      case 'promote': {
        const remote = currentRemote(process.cwd());
        const version = args[0];
        if (!version) throw new ReleaseError(MESSAGES.usage);
        await makeLive(store, remote, version);
        console.log(MESSAGES.nowLive(AREA_FOLDERS[remote], version));
        return;
      }
      case 'canary': {
        const remote = currentRemote(process.cwd());
        const { values, positionals } = parseArgs({
          args,
          allowPositionals: true,
          options: { share: { type: 'string' }, admins: { type: 'boolean' }, stop: { type: 'boolean' } },
        });
        if (values.stop) {
          await stopCanary(store, remote);
          console.log(MESSAGES.canaryStopped(AREA_FOLDERS[remote]));
          return;
        }
        const version = positionals[0];
        if (!version) throw new ReleaseError(MESSAGES.usage);
        const rule = canaryOption(values.share, values.admins);
        await startCanary(store, remote, { ...rule, version });
        console.log(
          MESSAGES.releasedCanary(
            AREA_FOLDERS[remote],
            version,
            MESSAGES.canaryAudience(rule.share, !!values.admins),
          ),
        );
        return;
      }
      default:
        throw new ReleaseError(MESSAGES.usage);
    }
  } finally {
    await store.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exitCode = 1;
});
