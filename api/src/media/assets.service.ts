import { type AssetFile, MEDIA_MAX_BYTES, MEDIA_MESSAGES, type MediaKind } from '@acorduri/contracts';
import { badRequest, HttpError, notFound } from '../errors/HttpError';
import { TabModel } from '../tabs/tab.model';
import type { UploadedFile } from './attachments.service';
import { checkedFile, storedNameOf } from './mediaFiles';
import { deleteMediaFile, findMediaFile, putMediaFile, type StoredFile } from './mediaStore';

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

export interface AssetUpload {
  /** The name the admin chose (the file manager); else the uploaded file's own. */
  readonly requestedName?: string;
  /** Replace a file of the same name in the folder; without it such an upload is refused with a 409. */
  readonly overwrite: boolean;
}

/**
 * POST /api/user/media and /api/admin/file (admins): stores the file in its folder under a URL-safe name, made
 * from the chosen name or else the uploaded file's, with the file's own extension. A namesake is replaced only
 * when the admin confirmed it (`overwrite`), so an upload never silently takes another file's place.
 */
export async function uploadAsset(
  kind: MediaKind,
  file: UploadedFile | undefined,
  { requestedName, overwrite }: AssetUpload,
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
  if (!overwrite && (await findMediaFile(kind, name)))
    throw new HttpError(409, MEDIA_MESSAGES.fileExists(name));
  return assetOf(await putMediaFile(kind, name, file.buffer));
}

/** DELETE /api/user/media (admins): a deleted Guitar Pro or MIDI file no longer shows on its tab. */
export async function deleteAsset(kind: MediaKind, filename: string): Promise<true> {
  if (!(await deleteMediaFile(kind, filename))) throw notFound();
  if (kind === 'gtp' || kind === 'midi')
    await TabModel.updateMany({ [kind]: filename }, { $set: { [kind]: null } });
  return true;
}
