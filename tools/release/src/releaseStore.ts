import type { AreaName, AreaReleaseState, CanaryRule, ReleaseRecord } from '@acorduri/contracts';

/**
 * Where releases and each area's live pointer are kept: a JSON file beside the release folders (one machine, or
 * a volume every instance mounts), or MongoDB (every API instance on one database). Both behave the same; the
 * operations in releaseOperations.ts are written once against this interface.
 */
export interface ReleaseStore {
  /** Every recorded release of one area (or all), oldest first. */
  releases(remote?: AreaName): Promise<ReleaseRecord[]>;
  /** Records a release; recording the same remote and version again keeps the first record. */
  addRelease(record: ReleaseRecord): Promise<void>;
  /** The areas that have a live release or a canary. */
  areaStates(): Promise<AreaReleaseState[]>;
  /** Changes one area's pointers in one atomic write. */
  updateArea(remote: AreaName, change: { live?: string | null; canary?: CanaryRule | null }): Promise<void>;
  close(): Promise<void>;
}

export function emptyArea(remote: AreaName): AreaReleaseState {
  return { remote, live: null, canary: null };
}
