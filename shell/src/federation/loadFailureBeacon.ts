import { type AreaName, RELEASE_BEACON_URL, type RemoteDescriptor } from '@acorduri/contracts';

/**
 * Tells the API that this browser could not load a release of an area, so a bad release (a canary above all) shows
 * in the admin panel's failure counts. Unversioned builds have nothing to count; the beacon survives a reload.
 */
export function reportLoadFailure(remotes: readonly RemoteDescriptor[], area: AreaName): void {
  const version = remotes.find((r) => r.name === area)?.version;
  if (!version || typeof navigator.sendBeacon !== 'function') return;
  const body = new Blob([JSON.stringify({ remote: area, version })], { type: 'application/json' });
  navigator.sendBeacon(RELEASE_BEACON_URL, body);
}
