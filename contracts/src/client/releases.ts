import Joi from 'joi';
import { AREAS, type AreaName } from '../routes';

/**
 * A release's version: the first 12 hex digits of the SHA-256 of its files, so the same build always has the same
 * address (`/mf/<folder>/<version>/`) and a changed one never overwrites what browsers cached.
 */
export const RELEASE_VERSION_PATTERN = /^[0-9a-f]{12}$/;

/** The sticky cookie that puts a browser in a canary group: a bucket 0–99, or `canary`/`stable` chosen by an admin. */
export const CANARY_COOKIE = 'acorduri_canary';

/** Who sees a canary release: a share of visitors (their bucket below the share) or signed-in admins only. */
export type CanaryAudience = 'share' | 'admins';

export interface CanaryRule {
  readonly version: string;
  readonly audience: CanaryAudience;
  /** Percentage of visitors, 1–99 (ignored for `admins`). */
  readonly share: number;
}

/** One build of one remote, as recorded when it was released. */
export interface ReleaseRecord {
  readonly remote: AreaName;
  readonly version: string;
  /** `git rev-parse HEAD` of the build, `-dirty` when the work tree had changes, `unknown` outside git. */
  readonly commit: string;
  /** ISO times: when the files were built and when the release was recorded. */
  readonly builtAt: string;
  readonly releasedAt: string;
  /** Shared singletons the build was made with (package → version). */
  readonly shared: Readonly<Record<string, string>>;
  /** Bytes of every file of the release. */
  readonly size: number;
}

/** Which release of an area everyone sees, and the canary beside it. `live: null` = the unversioned build. */
export interface AreaReleaseState {
  readonly remote: AreaName;
  readonly live: string | null;
  readonly canary: CanaryRule | null;
}

export const RELEASE_MESSAGES = {
  badRemote: 'Zona nu este validă.',
  badVersion: 'Versiunea nu este validă.',
} as const;

export const releaseRemote = () =>
  Joi.string()
    .valid(...AREAS)
    .messages({ '*': RELEASE_MESSAGES.badRemote });

export const releaseVersion = () =>
  Joi.string().pattern(RELEASE_VERSION_PATTERN).messages({ '*': RELEASE_MESSAGES.badVersion });

/** POST /api/mf/beacon: the shell could not load this release of an area (sent with navigator.sendBeacon). */
export const releaseBeaconBody = Joi.object({
  remote: releaseRemote().required(),
  version: releaseVersion().required(),
});

export interface ReleaseBeaconPayload {
  remote: AreaName;
  version: string;
}
