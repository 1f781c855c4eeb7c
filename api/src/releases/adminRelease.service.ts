import type {
  AdminReleaseList,
  AdminReleaseListQuery,
  AdminReleaseView,
  AreaName,
  CanaryRule,
} from '@acorduri/contracts';
import {
  makeLive,
  ReleaseError,
  type ReleaseStore,
  rollback,
  startCanary,
  stopCanary,
} from '@acorduri/release';
import { HttpError } from '../errors/HttpError';
import { loadFailureCounts } from './releaseFailures.service';

async function views(store: ReleaseStore): Promise<AdminReleaseView[]> {
  const [releases, states, failures] = await Promise.all([
    store.releases(),
    store.areaStates(),
    loadFailureCounts(),
  ]);
  return releases.map((r) => {
    const state = states.find((s) => s.remote === r.remote);
    return {
      ...r,
      id: `${r.remote}/${r.version}`,
      live: r.version === state?.live,
      canary: state?.canary?.version === r.version ? state.canary : null,
      failures: failures.get(`${r.remote}/${r.version}`) ?? 0,
    };
  });
}

const SORT_KEYS: Record<AdminReleaseListQuery['orderby'], (r: AdminReleaseView) => string | number> = {
  released_at: (r) => r.releasedAt,
  failures: (r) => r.failures,
  size: (r) => r.size,
};

/**
 * The Versiuni list: every release with its live/canary marks and failure counts. Releases are few (a handful
 * per area and week), so the registry is read whole and filtered, sorted and paged here.
 */
export async function listReleases(
  store: ReleaseStore,
  query: AdminReleaseListQuery,
): Promise<AdminReleaseList> {
  const search = query.search.toLowerCase();
  const key = SORT_KEYS[query.orderby];
  const direction = query.sort === 'asc' ? 1 : -1;
  const rows = (await views(store))
    .filter((r) => !query.remote || r.remote === query.remote)
    .filter((r) => !search || r.version.includes(search) || r.commit.toLowerCase().includes(search))
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return (x < y ? -1 : x > y ? 1 : a.releasedAt.localeCompare(b.releasedAt)) * direction;
    });
  return { releases: rows.slice(query.offset, query.offset + query.limit), total: rows.length };
}

async function viewOf(store: ReleaseStore, remote: AreaName, version: string): Promise<AdminReleaseView> {
  const view = (await views(store)).find((r) => r.remote === remote && r.version === version);
  if (!view) throw new HttpError(404);
  return view;
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

/** Each change answers the release it made live or canary (stopping a canary: the release that was one). */
export async function promoteRelease(store: ReleaseStore, remote: AreaName, version: string) {
  await refusedAs409(() => makeLive(store, remote, version));
  return viewOf(store, remote, version);
}

export async function rollbackRelease(store: ReleaseStore, remote: AreaName) {
  const version = await refusedAs409(() => rollback(store, remote));
  return viewOf(store, remote, version);
}

export async function startReleaseCanary(store: ReleaseStore, remote: AreaName, rule: CanaryRule) {
  await refusedAs409(() => startCanary(store, remote, rule));
  return viewOf(store, remote, rule.version);
}

export async function stopReleaseCanary(store: ReleaseStore, remote: AreaName) {
  const version = await refusedAs409(() => stopCanary(store, remote));
  return viewOf(store, remote, version);
}
