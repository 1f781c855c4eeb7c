import type { AreaName } from '@acorduri/contracts';
import type { ReleaseStore } from '@acorduri/release';
import { ReleaseFailure } from './releaseFailure.model';

/**
 * Counts one browser's failure to load a release. Only recorded releases count: the beacon needs no sign-in, so a
 * made-up version must not create documents.
 */
export async function countLoadFailure(
  store: ReleaseStore,
  remote: AreaName,
  version: string,
): Promise<boolean> {
  const known = (await store.releases(remote)).some((r) => r.version === version);
  if (!known) return false;
  await ReleaseFailure.updateOne(
    { remote, version },
    { $inc: { count: 1 }, $set: { lastAt: new Date() } },
    { upsert: true },
  );
  return true;
}

/** Failures per `remote/version`. */
export async function loadFailureCounts(): Promise<Map<string, number>> {
  const docs = await ReleaseFailure.find({}, { remote: 1, version: 1, count: 1 }).lean();
  return new Map(docs.map((d) => [`${d.remote}/${d.version}`, d.count]));
}
