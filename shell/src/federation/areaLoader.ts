import { type AreaName, fetchRemotesManifest } from '@acorduri/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type AreaModule = { default: ComponentType };

let registration: Promise<void> | undefined;

/** Registers every remote listed in the runtime manifest once; nothing is fetched until an area is needed. */
function ensureRegistered(): Promise<void> {
  registration ??= fetchRemotesManifest()
    .then((remotes) => {
      registerRemotes(
        remotes.map((r) => ({ name: r.name, entry: new URL(r.entry, window.location.href).href })),
        { force: true },
      );
    })
    .catch((error: unknown) => {
      registration = undefined;
      throw error;
    });
  return registration;
}

/** Loads an area's exposed route tree (`<area>/App`). Rejects when the manifest or the remote is unreachable. */
export async function loadArea(area: AreaName): Promise<AreaModule> {
  await ensureRegistered();
  const module = await loadRemote<AreaModule>(`${area}/App`);
  if (!module || typeof module.default !== 'function') throw new Error(`${area}/App nu exportă o componentă`);
  return module;
}
