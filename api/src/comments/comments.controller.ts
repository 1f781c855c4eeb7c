import type { RequestHandler } from 'express';
import { describeObject, recordAdminAction } from '../admin/adminAudit';
import { userOf } from '../auth/guards';
import { EVENT } from '../events/eventTypes';
import { idempotencyKeyOf } from '../http/idempotency';
import { bodyOf, queryOf } from '../http/validate';
import { tabKey } from '../seo/siteVersion';
import {
  addComment,
  deleteComment,
  listOwnComments,
  listTabComments,
  type OwnCommentsQuery,
  type TabCommentsQuery,
} from './comments.service';
import { excerptOf } from './commentViews';

export const getTabComments: RequestHandler = async (req, res) => {
  res.json(await listTabComments(queryOf<TabCommentsQuery>(req)));
};

export const getOwnComments: RequestHandler = async (req, res) => {
  res.json(await listOwnComments(userOf(req), queryOf<OwnCommentsQuery>(req)));
};

export const postComment: RequestHandler = async (req, res) => {
  const payload = bodyOf<{ tabId: string; body: string }>(req);
  // A comment changes its tab's and its author's counts (the latest comments file is regenerated on its own).
  res.locals.contentChange = { keys: [tabKey(payload.tabId)] };
  res.status(201).json(await addComment(userOf(req), payload, idempotencyKeyOf(res)));
};

/** An admin removing someone else's comment is an admin action, logged with the comment's beginning. */
export const removeComment: RequestHandler = async (req, res) => {
  const user = userOf(req);
  const deleted = await deleteComment(user, bodyOf<{ id: string }>(req).id);
  if (deleted) res.locals.contentChange = { keys: [tabKey(deleted.tabId.toHexString())] };
  if (deleted && deleted.authorId.toHexString() !== user.id) {
    await recordAdminAction(
      req,
      EVENT.adminCommentDeleted,
      describeObject('comment', deleted._id.toHexString(), excerptOf(deleted.body)),
    );
  }
  res.json(true);
};
