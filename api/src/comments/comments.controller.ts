import type { RequestHandler } from 'express';
import { userOf } from '../auth/guards';
import { bodyOf, queryOf } from '../http/validate';
import {
  addComment,
  deleteComment,
  listOwnComments,
  listTabComments,
  type OwnCommentsQuery,
  type TabCommentsQuery,
} from './comments.service';

export const getTabComments: RequestHandler = async (req, res) => {
  res.json(await listTabComments(queryOf<TabCommentsQuery>(req)));
};

export const getOwnComments: RequestHandler = async (req, res) => {
  res.json(await listOwnComments(userOf(req), queryOf<OwnCommentsQuery>(req)));
};

export const postComment: RequestHandler = async (req, res) => {
  res.status(201).json(await addComment(userOf(req), bodyOf<{ tabId: string; body: string }>(req)));
};

export const removeComment: RequestHandler = async (req, res) => {
  res.json(await deleteComment(userOf(req), bodyOf<{ id: string }>(req).id));
};
