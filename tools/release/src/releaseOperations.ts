import { AREA_FOLDERS, type AreaName, type AreaReleaseState, type CanaryRule } from '@acorduri/contracts';
import { MESSAGES } from './messages';
import { ReleaseError } from './releaseError';
import { emptyArea, type ReleaseStore } from './releaseStore';

export async function areaState(store: ReleaseStore, remote: AreaName): Promise<AreaReleaseState> {
  return (await store.areaStates()).find((s) => s.remote === remote) ?? emptyArea(remote);
}

async function requireRelease(store: ReleaseStore, remote: AreaName, version: string): Promise<void> {
  const releases = await store.releases(remote);
  if (!releases.some((r) => r.version === version)) {
    throw new ReleaseError(MESSAGES.unknownRelease(AREA_FOLDERS[remote], version));
  }
}

/** Makes a recorded release live for everyone; a canary of that same release has then done its job and ends. */
export async function makeLive(store: ReleaseStore, remote: AreaName, version: string): Promise<void> {
  await requireRelease(store, remote, version);
  const state = await areaState(store, remote);
  await store.updateArea(remote, {
    live: version,
    ...(state.canary?.version === version ? { canary: null } : {}),
  });
}

/** Makes live the release recorded just before the live one; answers the version now live. */
export async function rollback(store: ReleaseStore, remote: AreaName): Promise<string> {
  const [releases, state] = await Promise.all([store.releases(remote), areaState(store, remote)]);
  const index = releases.findIndex((r) => r.version === state.live);
  const previous = index > 0 ? releases[index - 1] : undefined;
  if (!previous) throw new ReleaseError(MESSAGES.noPrevious(AREA_FOLDERS[remote]));
  await store.updateArea(remote, { live: previous.version });
  return previous.version;
}

/** Serves a recorded release to a share of visitors or to admins only, beside the live one. */
export async function startCanary(store: ReleaseStore, remote: AreaName, rule: CanaryRule): Promise<void> {
  await requireRelease(store, remote, rule.version);
  const state = await areaState(store, remote);
  if (state.live === rule.version) throw new ReleaseError(MESSAGES.canaryIsLive(rule.version));
  await store.updateArea(remote, { canary: rule });
}

/** Ends an area's canary; answers the version that was one. */
export async function stopCanary(store: ReleaseStore, remote: AreaName): Promise<string> {
  const { canary } = await areaState(store, remote);
  if (!canary) throw new ReleaseError(MESSAGES.noCanary(AREA_FOLDERS[remote]));
  await store.updateArea(remote, { canary: null });
  return canary.version;
}
