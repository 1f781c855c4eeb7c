import { fetchRemotesManifest } from './remotesManifest';

/** The page's address (contracts is also compiled for Node, whose types have no `window`). */
const pageUrl = () => (globalThis as { location?: { href: string } }).location?.href;

/** The two calls of the Module Federation runtime (`@module-federation/enhanced/runtime`) a loader needs. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[]): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/**
 * A remote's loader of other remotes' modules. Each remote has its own federation instance (ids resolve against
 * the container that asks), so it registers the manifest's other remotes itself, once, on the first load; a
 * failed manifest read is retried on the next load. The runtime is passed in so contracts stays free of it.
 */
export function createRemoteModuleLoader(ownName: string, runtime: FederationRuntime) {
  let registration: Promise<void> | undefined;

  function ensureRegistered(): Promise<void> {
    registration ??= fetchRemotesManifest()
      .then((remotes) => {
        runtime.registerRemotes(
          remotes
            .filter((remote) => remote.name !== ownName)
            .map((remote) => ({ name: remote.name, entry: new URL(remote.entry, pageUrl()).href })),
        );
      })
      .catch((error: unknown) => {
        registration = undefined;
        throw error;
      });
    return registration;
  }

  /** Loads `<remote>/<exposed>` (e.g. 'mf_chords/chordTools'); rejects when the manifest or the remote is down. */
  return async function loadRemoteModule<T>(id: string): Promise<T | null> {
    await ensureRegistered();
    return runtime.loadRemote<T>(id);
  };
}
