import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_RELEASES_DIR, E2E_TMP } from './paths';
import { startSite } from './server';

const DEFAULT_MANIFEST = {
  remotes: [
    { name: 'mf_public', entry: '/mf/mf-public/remoteEntry.js' },
    { name: 'mf_account', entry: '/mf/mf-account/remoteEntry.js' },
    { name: 'mf_admin', entry: '/mf/mf-admin/remoteEntry.js' },
    { name: 'mf_chords', entry: '/mf/mf-chords/remoteEntry.js' },
  ],
};

export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(E2E_TMP, { recursive: true, force: true });
  mkdirSync(E2E_TMP, { recursive: true });
  const manifest = path.join(E2E_TMP, 'remotes.json');
  writeFileSync(manifest, `${JSON.stringify(DEFAULT_MANIFEST, null, 2)}\n`);
  const site = await startSite(
    {
      DATA_DIR: path.join(E2E_TMP, 'data'),
      DB_ENGINE: 'embedded',
      MF_MANIFEST_FILE: manifest,
      // Empty until releases.spec releases into it (and empties it again), so other specs see the plain builds.
      RELEASES_DIR: E2E_RELEASES_DIR,
      // Every spec signs in from this one address: the default 20 sign-ins per 15 minutes would refuse later specs.
      RATE_LIMIT_AUTH_MAX: '200',
      // Likewise every spec's searches and autocomplete calls come from this address.
      RATE_LIMIT_SEARCH_MAX: '5000',
      RATE_LIMIT_AUTOCOMPLETE_MAX: '5000',
    },
    // Seeding the demo archive takes minutes when the machine is shared (E2E_HEALTH_TIMEOUT_MS when very busy).
    { healthTimeoutMs: Number(process.env.E2E_HEALTH_TIMEOUT_MS ?? 240_000) },
  );
  // Workers inherit the environment set here.
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_MANIFEST_FILE = manifest;
  return () => site.stop();
}
