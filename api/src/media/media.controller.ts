import type { AttachmentKind, MediaKind } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { describeObject, recordAdminAction } from '../admin/adminAudit';
import { userOf } from '../auth/guards';
import { EVENT } from '../events/eventTypes';
import { bodyOf } from '../http/validate';
import { recordAdminUpload } from './adminFile.controller';
import { deleteAsset, uploadAsset } from './assets.service';
import { removeAttachment, uploadAttachment } from './attachments.service';

type AttachmentFields = { tabId: string; kind: AttachmentKind };

/** Answers the stored file name (a JSON string). */
export const postAttachment: RequestHandler = async (req, res) => {
  res.status(201).json(await uploadAttachment(userOf(req), bodyOf<AttachmentFields>(req), req.file));
};

export const deleteAttachment: RequestHandler = async (req, res) => {
  res.json(await removeAttachment(userOf(req), bodyOf<AttachmentFields>(req)));
};

/** The media library is admin-only, so every upload and delete is an admin action for the log. */
export const postMedia: RequestHandler = async (req, res) => {
  const { kind, overwrite } = bodyOf<{ kind: MediaKind; overwrite: boolean }>(req);
  const asset = await uploadAsset(kind, req.file, { overwrite });
  await recordAdminUpload(req, asset);
  res.status(201).json(asset);
};

export const deleteMedia: RequestHandler = async (req, res) => {
  const { kind, filename } = bodyOf<{ kind: MediaKind; filename: string }>(req);
  await deleteAsset(kind, filename);
  await recordAdminAction(req, EVENT.adminFileDeleted, describeObject('file', `${kind}/${filename}`));
  res.json(true);
};
