import { type AreaName, fetchRemotesManifest, type RemoteDescriptor } from '@acorduri/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { reportLoadFailure } from './loadFailureBeacon';

export type AreaModule = { default: ComponentType };

let registration: Promise<RemoteDescriptor[]> | undefined;

/** Registers every remote listed in the runtime manifest once; nothing is fetched until an area is needed. */
function ensureRegistered(): Promise<RemoteDescriptor[]> {
  registration ??= fetchRemotesManifest()
    .then((remotes) => {
      registerRemotes(
        remotes.map((r) => ({ name: r.name, entry: new URL(r.entry, window.location.href).href })),
        { force: true },
      );
      return remotes;
    })
    .catch((error: unknown) => {
      registration = undefined;
      throw error;
    });
  return registration;
}

/** Loads an area's exposed route tree (`<area>/App`). Rejects when the manifest or the remote is unreachable. */
export async function loadArea(area: AreaName): Promise<AreaModule> {
  const remotes = await ensureRegistered();
  const module = await loadRemote<AreaModule>(`${area}/App`).catch((error: unknown) => {
    // The remote entry or one of its chunks did not load: count it against the release that was served.
    reportLoadFailure(remotes, area);
    throw error;
  });
  if (!module || typeof module.default !== 'function') throw new Error(`${area}/App nu exportă o componentă`);
  return module;
}
