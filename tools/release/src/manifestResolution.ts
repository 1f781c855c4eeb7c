import { AREA_FOLDERS, type AreaReleaseState, type CanaryRule, type VisitorGroup } from '@acorduri/contracts';

/** A manifest entry (contracts' RemoteDescriptor, or a configured manifest file's entry). */
export interface ManifestRemote {
  readonly name: string;
  readonly entry: string;
  readonly version?: string;
}

/** What decides which releases a browser gets: its canary cookie and whether an admin is signed in. */
export interface Visitor {
  readonly group: VisitorGroup;
  /** 0–99, drawn once per browser; null until a share canary needed one. */
  readonly bucket: number | null;
  readonly isAdmin: boolean;
}

const BUCKET = /^\d{1,2}$/;

/** Reads the `acorduri_canary` cookie: a bucket (`0`–`99`) or an admin's choice (`canary`, `stable`). */
export function visitorFromCookie(value: string | undefined, isAdmin: boolean): Visitor {
  if (value === 'canary' || value === 'stable') return { group: value, bucket: null, isAdmin };
  if (value !== undefined && BUCKET.test(value)) return { group: 'auto', bucket: Number(value), isAdmin };
  return { group: 'auto', bucket: null, isAdmin };
}

/** A share canary needs the browser's bucket: one without a bucket gets one drawn (and keeps it). */
export function needsBucket(states: readonly AreaReleaseState[], visitor: Visitor): boolean {
  return (
    visitor.group === 'auto' && visitor.bucket === null && states.some((s) => s.canary?.audience === 'share')
  );
}

export function drawBucket(random: () => number = Math.random): number {
  return Math.min(99, Math.floor(random() * 100));
}

export function seesCanary(rule: CanaryRule, visitor: Visitor): boolean {
  if (visitor.group === 'stable') return false;
  // An admins-only canary stays out of every other browser, whatever its cookie says.
  if (rule.audience === 'admins') return visitor.isAdmin;
  if (visitor.group === 'canary') return true;
  return visitor.bucket !== null && visitor.bucket < rule.share;
}

export function releaseEntry(state: Pick<AreaReleaseState, 'remote'>, version: string): string {
  return `/mf/${AREA_FOLDERS[state.remote]}/${version}/remoteEntry.js`;
}

/**
 * The remotes manifest one browser gets: each area with a live (or, for this visitor, canary) release points at
 * that release's folder; the others keep the base manifest's entry (the unversioned build or a configured CDN).
 */
export function resolveRemotes(
  base: readonly ManifestRemote[],
  states: readonly AreaReleaseState[],
  visitor: Visitor,
): ManifestRemote[] {
  return base.map((remote) => {
    const state = states.find((s) => s.remote === remote.name);
    if (!state) return remote;
    const version = state.canary && seesCanary(state.canary, visitor) ? state.canary.version : state.live;
    return version ? { name: remote.name, entry: releaseEntry(state, version), version } : remote;
  });
}

/** A manifest that differs between browsers must never be stored by a shared cache. */
export function hasCanary(states: readonly AreaReleaseState[]): boolean {
  return states.some((s) => s.canary !== null);
}
