import type { AdminTagListQuery, AdminTagPayload, AdminTagUpdatePayload } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { describeObject, recordAdminAction } from '../admin/adminAudit';
import { EVENT } from '../events/eventTypes';
import { bodyOf, queryOf } from '../http/validate';
import {
  allTagOptions,
  createTag,
  deleteTag,
  generateTagFile,
  listAdminTags,
  updateTag,
} from './adminTag.service';
import { TAG_DATA_FILE } from './tag.cache';

export const getAdminTags: RequestHandler = async (req, res) => {
  res.json(await listAdminTags(queryOf<AdminTagListQuery>(req)));
};

export const getAllTags: RequestHandler = async (_req, res) => {
  res.json(await allTagOptions());
};

export const postAdminTag: RequestHandler = async (req, res) => {
  const tag = await createTag(bodyOf<AdminTagPayload>(req));
  await recordAdminAction(req, EVENT.adminTagCreated, describeObject('tag', tag.id, tag.name));
  res.status(201).json(tag);
};

export const putAdminTag: RequestHandler = async (req, res) => {
  const tag = await updateTag(bodyOf<AdminTagUpdatePayload>(req));
  await recordAdminAction(req, EVENT.adminTagUpdated, describeObject('tag', tag.id, tag.name));
  res.json(tag);
};

export const deleteAdminTag: RequestHandler = async (req, res) => {
  const tag = await deleteTag(bodyOf<{ id: string }>(req).id);
  await recordAdminAction(req, EVENT.adminTagDeleted, describeObject('tag', tag._id.toHexString(), tag.name));
  res.json(true);
};

export const postTagFile: RequestHandler = async (req, res) => {
  const result = await generateTagFile();
  await recordAdminAction(req, EVENT.adminTagFileGenerated, `file ${TAG_DATA_FILE}`);
  res.json(result);
};
