import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The runtime manifest the shell reads too: where each remote's remoteEntry.js is deployed now. */
export const MANIFEST_URL = '/mf/remotes.json';

interface RemoteDescriptor {
  readonly name: string;
  readonly entry: string;
}

let registration: Promise<void> | undefined;

/**
 * mf-public's federation instance is its own (remotes resolve ids against the container that asks), so it
 * registers the manifest's remotes itself before loading another remote's module; nothing is fetched until then.
 */
function ensureRegistered(): Promise<void> {
  registration ??= fetch(MANIFEST_URL, { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${MANIFEST_URL}: HTTP ${response.status}`);
      const body = (await response.json()) as { remotes?: unknown };
      const remotes = (Array.isArray(body.remotes) ? body.remotes : []).filter(
        (r): r is RemoteDescriptor =>
          typeof r === 'object' && r !== null && typeof r.name === 'string' && typeof r.entry === 'string',
      );
      registerRemotes(
        remotes
          .filter((remote) => remote.name !== __MF_NAME__)
          .map((remote) => ({ name: remote.name, entry: new URL(remote.entry, window.location.href).href })),
      );
    })
    .catch((error: unknown) => {
      registration = undefined;
      throw error;
    });
  return registration;
}

/** Loads `<remote>/<exposed>` (e.g. 'mf_chords/chordTools'); rejects when the manifest or the remote is unreachable. */
export async function loadRemoteModule<T>(id: string): Promise<T | null> {
  await ensureRegistered();
  return loadRemote<T>(id);
}
