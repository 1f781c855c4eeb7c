import {
  type AdminReleaseList,
  type AdminReleaseView,
  AREAS,
  type AreaName,
  type CanaryRule,
} from '@acorduri/contracts';
import {
  areaState,
  makeLive,
  ReleaseError,
  type ReleaseStore,
  rollback,
  startCanary,
  stopCanary,
  type Visitor,
} from '@acorduri/release';
import { HttpError } from '../errors/HttpError';
import { loadFailureCounts } from './releaseFailures.service';

/** Every area with its releases (newest first), live/canary marks and failure counts, and the admin's group. */
export async function listReleases(store: ReleaseStore, visitor: Visitor): Promise<AdminReleaseList> {
  const [releases, states, failures] = await Promise.all([
    store.releases(),
    store.areaStates(),
    loadFailureCounts(),
  ]);
  const areas = AREAS.map((remote) => {
    const state = states.find((s) => s.remote === remote) ?? { remote, live: null, canary: null };
    const own = releases
      .filter((r) => r.remote === remote)
      .reverse()
      .map(
        (r): AdminReleaseView => ({
          ...r,
          live: r.version === state.live,
          canary: r.version === state.canary?.version,
          failures: failures.get(`${remote}/${r.version}`) ?? 0,
        }),
      );
    return { ...state, releases: own };
  });
  return { areas, group: { group: visitor.group, bucket: visitor.bucket } };
}

/** A refused operation (unknown version, nothing to roll back to) is a 409 with the registry's message. */
async function refusedAs409<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof ReleaseError) throw new HttpError(409, error.message);
    throw error;
  }
}

export const promoteRelease = (store: ReleaseStore, remote: AreaName, version: string) =>
  refusedAs409(() => makeLive(store, remote, version));

export const rollbackRelease = (store: ReleaseStore, remote: AreaName) =>
  refusedAs409(() => rollback(store, remote));

export const startReleaseCanary = (store: ReleaseStore, remote: AreaName, rule: CanaryRule) =>
  refusedAs409(() => startCanary(store, remote, rule));

export async function stopReleaseCanary(store: ReleaseStore, remote: AreaName): Promise<string | null> {
  const { canary } = await areaState(store, remote);
  await stopCanary(store, remote);
  return canary?.version ?? null;
}
