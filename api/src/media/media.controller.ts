import type { AttachmentKind, MediaKind } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { userOf } from '../auth/guards';
import { bodyOf } from '../http/validate';
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

export const postMedia: RequestHandler = async (req, res) => {
  res.status(201).json(await uploadAsset(bodyOf<{ kind: MediaKind }>(req).kind, req.file));
};

export const deleteMedia: RequestHandler = async (req, res) => {
  const { kind, filename } = bodyOf<{ kind: MediaKind; filename: string }>(req);
  res.json(await deleteAsset(kind, filename));
};
