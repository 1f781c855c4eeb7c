import Joi from 'joi';
import {
  type CanaryAudience,
  type CanaryRule,
  type ReleaseRecord,
  releaseRemote,
  releaseVersion,
} from '../client/releases';
import type { AreaName } from '../routes';
import { type AdminPagingQuery, adminPagingQuery, adminSearchQuery } from './paging';

/** The group an admin puts their own browser in: every canary, none, or the visitors' draw. */
export const VISITOR_GROUPS = ['canary', 'stable', 'auto'] as const;
export type VisitorGroup = (typeof VISITOR_GROUPS)[number];

export const ADMIN_RELEASE_ORDER_BY = ['released_at', 'failures', 'size'] as const;
export type AdminReleaseOrderBy = (typeof ADMIN_RELEASE_ORDER_BY)[number];

/** Crafted: the release screen is beyond the spec. */
export const ADMIN_RELEASE_MESSAGES = {
  badAudience: 'Publicul versiunii de test trebuie să fie „share” sau „admins”.',
  badShare: 'Procentul vizitatorilor trebuie să fie între 1 și 99.',
  badGroup: 'Grupul trebuie să fie canary, stable sau auto.',
} as const;

/** GET /api/admin/releases: every release (newest first by default), searched in version and commit. */
export const adminReleaseListQuery = Joi.object({
  ...adminPagingQuery(ADMIN_RELEASE_ORDER_BY, { orderby: 'released_at', sort: 'desc' }),
  ...adminSearchQuery([]),
  remote: releaseRemote().empty(''),
});

export interface AdminReleaseListQuery extends AdminPagingQuery<AdminReleaseOrderBy> {
  search: string;
  remote?: AreaName;
}

/** PUT /api/admin/releases/rollback and /api/admin/releases/canary/stop. */
export const adminReleaseRemoteBody = Joi.object({ remote: releaseRemote().required() });

/** PUT /api/admin/releases/promote: this release becomes live for everyone. */
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
  /** `<remote>/<version>`. */
  readonly id: string;
  readonly live: boolean;
  /** The canary rule when this release is its area's canary. */
  readonly canary: CanaryRule | null;
  readonly failures: number;
}

export interface AdminReleaseList {
  releases: AdminReleaseView[];
  total: number;
}

/** GET/PUT /api/admin/releases/group: the admin browser's group, forced (`canary`/`stable`) or drawn (`auto`). */
export interface AdminVisitorGroup {
  readonly group: VisitorGroup;
  readonly bucket: number | null;
}
