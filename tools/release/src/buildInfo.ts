import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from './messages';
import { ReleaseError } from './releaseError';
import type { SharedDeclaration } from './sharedDeclaration';

/** The file every Module Federation build (tools/mf-config) writes with the packages it shares. */
export const MF_MANIFEST = 'mf-manifest.json';

interface MfManifest {
  shared?: { name?: unknown; version?: unknown; requiredVersion?: unknown }[];
}

/** The shared packages a build declares, read from its `mf-manifest.json`. */
export async function sharedDeclarations(distDir: string): Promise<SharedDeclaration[]> {
  const file = path.join(distDir, MF_MANIFEST);
  let manifest: MfManifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as MfManifest;
  } catch {
    throw new ReleaseError(MESSAGES.noSharedInfo(file));
  }
  return (manifest.shared ?? []).flatMap((s) =>
    typeof s.name === 'string' && typeof s.version === 'string'
      ? [
          {
            name: s.name,
            version: s.version,
            requiredVersion: typeof s.requiredVersion === 'string' ? s.requiredVersion : s.version,
          },
        ]
      : [],
  );
}

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The release version of a build folder (hash of every file's path and bytes) and its total size. */
export async function contentVersion(dir: string): Promise<{ version: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for (const file of await filesOf(dir)) {
    const bytes = await readFile(path.join(dir, file));
    size += bytes.length;
    hash.update(file).update('\0').update(bytes).update('\0');
  }
  return { version: hash.digest('hex').slice(0, 12), size };
}

/** When the build was made: its remote entry's modification time. */
export async function builtAt(dir: string): Promise<string> {
  return (await stat(path.join(dir, 'remoteEntry.js'))).mtime.toISOString();
}

export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
