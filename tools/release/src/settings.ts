import path from 'node:path';

/** The repository (tools/release/{src,dist}/ → ../../..), the default web root and data folder like the API's. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

export type ReleaseStoreKind = 'file' | 'db';

export interface ReleaseSettings {
  /** Release folders (`<remote folder>/<version>/`) and, with the file store, `releases.json`. */
  readonly releasesDir: string;
  /** Where the live shell's build is (`<webRoot>/shell/dist`). */
  readonly webRoot: string;
  readonly store: ReleaseStoreKind;
  readonly mongoUri: string | undefined;
}

/** Releases live under DATA_DIR unless RELEASES_DIR names another folder (a volume every instance mounts). */
export function defaultReleasesDir(dataDir: string): string {
  return path.join(dataDir, 'releases');
}

/** With a real database the registry is shared by every instance; otherwise it is the file beside the releases. */
export function defaultStoreKind(mongoUri: string | undefined): ReleaseStoreKind {
  return mongoUri ? 'db' : 'file';
}

/** The same variables, defaults and meaning as the API's configuration (api/src/config/config.ts). */
export function settingsFromEnv(env: NodeJS.ProcessEnv): ReleaseSettings {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const store = env.RELEASES_STORE;
  if (store !== undefined && store !== 'file' && store !== 'db') {
    throw new Error(`RELEASES_STORE: „${store}” nu este file sau db.`);
  }
  return {
    releasesDir: path.resolve(env.RELEASES_DIR ?? defaultReleasesDir(dataDir)),
    webRoot: path.resolve(env.WEB_ROOT ?? REPO_ROOT),
    store: store ?? defaultStoreKind(env.MONGODB_URI),
    mongoUri: env.MONGODB_URI,
  };
}
