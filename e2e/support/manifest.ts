import { readFileSync, writeFileSync } from 'node:fs';

export interface ManifestRemote {
  name: string;
  entry: string;
}

export function manifestFile(): string {
  const file = process.env.E2E_MANIFEST_FILE;
  if (!file) throw new Error('E2E_MANIFEST_FILE is not set (globalSetup did not run)');
  return file;
}

export function readManifest(): { remotes: ManifestRemote[] } {
  return JSON.parse(readFileSync(manifestFile(), 'utf8'));
}

export function writeManifest(manifest: { remotes: ManifestRemote[] }): void {
  writeFileSync(manifestFile(), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Points one remote at another entry for the duration of `run`, then restores the manifest. */
export async function withRemoteEntry(name: string, entry: string, run: () => Promise<void>): Promise<void> {
  const original = readManifest();
  writeManifest({ remotes: original.remotes.map((r) => (r.name === name ? { ...r, entry } : r)) });
  try {
    await run();
  } finally {
    writeManifest(original);
  }
}
