import { type AssetFile, MEDIA_MAX_BYTES, MEDIA_MESSAGES, type MediaKind } from '@acorduri/contracts';
import { badRequest, notFound } from '../errors/HttpError';
import { TabModel } from '../tabs/tab.model';
import type { UploadedFile } from './attachments.service';
import { checkedFile, storedNameOf } from './mediaFiles';
import { deleteMediaFile, putMediaFile, type StoredFile } from './mediaStore';

export function assetOf(
  file: Pick<StoredFile, '_id' | 'filename' | 'length' | 'uploadDate' | 'metadata'>,
): AssetFile {
  return {
    id: file._id.toHexString(),
    filename: file.filename,
    size: file.length,
    kind: file.metadata.kind,
    lastModified: Math.floor(file.uploadDate.getTime() / 1000),
  };
}

/**
 * POST /api/user/media and /api/admin/file (admins): stores the file in its folder under a URL-safe name, made
 * from the name the admin chose or else the uploaded file's, with the file's own extension; replaces a namesake.
 */
export async function uploadAsset(
  kind: MediaKind,
  file: UploadedFile | undefined,
  requestedName?: string,
): Promise<AssetFile> {
  if (!file) throw badRequest(MEDIA_MESSAGES.fileRequired);
  const extension = checkedFile(
    kind,
    file.originalname,
    file.buffer,
    MEDIA_MAX_BYTES,
    MEDIA_MESSAGES.mediaTooLarge,
  );
  const name = storedNameOf(requestedName ?? file.originalname, extension);
  return assetOf(await putMediaFile(kind, name, file.buffer));
}

/** DELETE /api/user/media (admins): a deleted Guitar Pro or MIDI file no longer shows on its tab. */
export async function deleteAsset(kind: MediaKind, filename: string): Promise<true> {
  if (!(await deleteMediaFile(kind, filename))) throw notFound();
  if (kind === 'gtp' || kind === 'midi')
    await TabModel.updateMany({ [kind]: filename }, { $set: { [kind]: null } });
  return true;
}
