import { readFile } from 'node:fs/promises';
import { AREA_FOLDERS, AREAS } from '@acorduri/contracts';

export interface RemoteEntry {
  readonly name: string;
  readonly entry: string;
}

export interface RemotesManifest {
  readonly remotes: RemoteEntry[];
}

/** Every remote served by this process from its own build folder. */
export function defaultManifest(): RemotesManifest {
  return { remotes: AREAS.map((name) => ({ name, entry: `/mf/${AREA_FOLDERS[name]}/remoteEntry.js` })) };
}

/**
 * The manifest the shell loads at runtime. A configured file is re-read on every request, so pointing a remote
 * at a new deployment takes effect on the next page load without restarting or rebuilding anything.
 */
export async function loadManifest(file: string | undefined): Promise<RemotesManifest> {
  if (!file) return defaultManifest();
  const parsed = JSON.parse(await readFile(file, 'utf8')) as RemotesManifest;
  if (!Array.isArray(parsed.remotes)) throw new Error(`${file}: "remotes" must be an array`);
  return parsed;
}
