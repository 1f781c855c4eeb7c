import { fetchRemotesManifest } from '@acorduri/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

let registration: Promise<void> | undefined;

/**
 * mf-public's federation instance is its own (remotes resolve ids against the container that asks), so it
 * registers the manifest's remotes itself before loading another remote's module; nothing is fetched until then.
 */
function ensureRegistered(): Promise<void> {
  registration ??= fetchRemotesManifest()
    .then((remotes) => {
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
