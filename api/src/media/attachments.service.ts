import { ATTACHMENT_MAX_BYTES, type AttachmentKind, MEDIA_MESSAGES, slugify } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import type { SessionUser } from '../auth/sessionUser';
import { badRequest, HttpError, notFound } from '../errors/HttpError';
import { onTabDeleted } from '../tabs/tab.events';
import { TabModel } from '../tabs/tab.model';
import { ROLE } from '../users/user.model';
import { checkedFile } from './mediaFiles';
import { deleteMediaFile, putMediaFile } from './mediaStore';

export interface UploadedFile {
  readonly originalname: string;
  readonly buffer: Buffer;
}

/** The tab's attachment name: its slug and id, unique across artists ('balada-…-<id>.gp5'). */
export function attachmentNameOf(tab: { _id: Types.ObjectId; slug: string }, extension: string): string {
  const stem = slugify(tab.slug).slice(0, 60);
  return `${stem ? `${stem}-` : ''}${tab._id.toHexString()}.${extension}`;
}

/**
 * Stores a tab's Guitar Pro or MIDI file (checked like an upload) and points the tab at it; a previous attachment
 * of another name is deleted. Used by the upload call and the demo seed. Answers the stored file name.
 */
export async function storeAttachment(
  tabId: Types.ObjectId | string,
  kind: AttachmentKind,
  filename: string,
  data: Buffer,
): Promise<string> {
  checkedFile(kind, filename, data, ATTACHMENT_MAX_BYTES, MEDIA_MESSAGES.attachmentTooLarge);
  if (!(await TabModel.exists({ _id: tabId }))) throw notFound();
  await putMediaFile(kind, filename, data);
  const before = await TabModel.findOneAndUpdate(
    { _id: tabId },
    { $set: { [kind]: filename } },
    { returnDocument: 'before', projection: { midi: 1, gtp: 1 } },
  ).lean();
  const previous = before?.[kind];
  if (previous && previous !== filename) await deleteMediaFile(kind, previous);
  return filename;
}

async function ownedTab(user: SessionUser, tabId: string) {
  const tab = await TabModel.findById(tabId, { authorId: 1, slug: 1, midi: 1, gtp: 1 }).lean();
  if (!tab) throw notFound();
  if (tab.authorId?.toHexString() !== user.id && user.role !== ROLE.admin) throw new HttpError(403);
  return tab;
}

/** POST /api/user/tab/attachment: the author (or an admin) attaches a file to the tab. */
export async function uploadAttachment(
  user: SessionUser,
  fields: { tabId: string; kind: AttachmentKind },
  file: UploadedFile | undefined,
): Promise<string> {
  if (!file) throw badRequest(MEDIA_MESSAGES.fileRequired);
  const tab = await ownedTab(user, fields.tabId);
  const extension = checkedFile(
    fields.kind,
    file.originalname,
    file.buffer,
    ATTACHMENT_MAX_BYTES,
    MEDIA_MESSAGES.attachmentTooLarge,
  );
  return storeAttachment(tab._id, fields.kind, attachmentNameOf(tab, extension), file.buffer);
}

/** DELETE /api/user/tab/attachment: removes the tab's file of that kind; 404 when it has none. */
export async function removeAttachment(
  user: SessionUser,
  fields: { tabId: string; kind: AttachmentKind },
): Promise<true> {
  const tab = await ownedTab(user, fields.tabId);
  const before = await TabModel.findOneAndUpdate(
    { _id: tab._id, [fields.kind]: { $ne: null } },
    { $set: { [fields.kind]: null } },
    { returnDocument: 'before', projection: { midi: 1, gtp: 1 } },
  ).lean();
  const filename = before?.[fields.kind];
  if (!filename) throw notFound();
  await deleteMediaFile(fields.kind, filename);
  return true;
}

onTabDeleted(async (tab) => {
  await Promise.all([
    tab.midi ? deleteMediaFile('midi', tab.midi) : undefined,
    tab.gtp ? deleteMediaFile('gtp', tab.gtp) : undefined,
  ]);
});
