import Joi from 'joi';
import {
  type AreaReleaseState,
  type CanaryAudience,
  type ReleaseRecord,
  releaseRemote,
  releaseVersion,
} from '../client/releases';
import type { AreaName } from '../routes';

/** The group an admin puts their own browser in: every canary, none, or the visitors' draw. */
export const VISITOR_GROUPS = ['canary', 'stable', 'auto'] as const;
export type VisitorGroup = (typeof VISITOR_GROUPS)[number];

export const ADMIN_RELEASE_MESSAGES = {
  badAudience: 'Publicul versiunii de test trebuie să fie „share” sau „admins”.',
  badShare: 'Procentul vizitatorilor trebuie să fie între 1 și 99.',
  badGroup: 'Grupul trebuie să fie canary, stable sau auto.',
} as const;

/** POST /api/admin/releases/rollback and DELETE /api/admin/releases/canary. */
export const adminReleaseRemoteBody = Joi.object({ remote: releaseRemote().required() });

/** POST /api/admin/releases/promote: this release becomes live for everyone. */
export const adminReleasePromoteBody = Joi.object({
  remote: releaseRemote().required(),
  version: releaseVersion().required(),
});

/** PUT /api/admin/releases/canary: this release is live for a share of visitors or for admins only. */
export const adminReleaseCanaryBody = Joi.object({
  remote: releaseRemote().required(),
  version: releaseVersion().required(),
  audience: Joi.string()
    .valid('share', 'admins')
    .required()
    .messages({ '*': ADMIN_RELEASE_MESSAGES.badAudience }),
  // Required for a share canary, ignored for an admins-only one (checked on the whole object).
  share: Joi.number().integer().min(1).max(99).messages({ '*': ADMIN_RELEASE_MESSAGES.badShare }),
})
  .custom((value: { audience: string; share?: number }, helpers) =>
    value.audience === 'share' && value.share === undefined ? helpers.error('canary.share') : value,
  )
  .messages({ 'canary.share': ADMIN_RELEASE_MESSAGES.badShare });

export interface AdminReleaseCanaryPayload {
  remote: AreaName;
  version: string;
  audience: CanaryAudience;
  share?: number;
}

/** PUT /api/admin/releases/group */
export const adminVisitorGroupBody = Joi.object({
  group: Joi.string()
    .valid(...VISITOR_GROUPS)
    .required()
    .messages({ '*': ADMIN_RELEASE_MESSAGES.badGroup }),
});

/** A release in the admin list, with the load failures browsers reported for it. */
export interface AdminReleaseView extends ReleaseRecord {
  readonly live: boolean;
  readonly canary: boolean;
  readonly failures: number;
}

/** GET /api/admin/releases: every area's state and releases (newest first), and the admin's own group. */
export interface AdminReleaseList {
  readonly areas: (AreaReleaseState & { readonly releases: AdminReleaseView[] })[];
  /** The admin browser's group: forced by them (`canary`/`stable`) or drawn (`auto`, with its bucket). */
  readonly group: { readonly group: VisitorGroup; readonly bucket: number | null };
}
