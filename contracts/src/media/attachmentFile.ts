import {
  ATTACHMENT_MAX_BYTES,
  type AttachmentKind,
  MEDIA_EXTENSIONS,
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  type MediaKind,
} from './messages';

const extensionOf = (fileName: string): string | undefined => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : undefined;
};

type UploadedFile = { readonly name: string; readonly size: number };

/** The checks the server makes before the signature, in its order, for one folder's extensions and size limit. */
function uploadProblem(
  allowed: readonly string[],
  maxBytes: number,
  tooLarge: string,
  file: UploadedFile,
): string | undefined {
  const extension = extensionOf(file.name);
  if (!extension) return MEDIA_MESSAGES.kindUndefined;
  if (!allowed.includes(extension)) return MEDIA_MESSAGES.extensionNotAllowed(allowed);
  if (file.size === 0) return MEDIA_MESSAGES.contentInvalid;
  if (file.size > maxBytes) return tooLarge;
  return undefined;
}

/**
 * The client-side check of an optional tab attachment (spec §5): Guitar Pro gp3/gp4/gp5/gpx/gp or MIDI
 * mid/midi/kar, at most 500 KB, with the shared upload messages. Undefined when the file may be sent.
 */
export function attachmentProblem(kind: AttachmentKind, file: UploadedFile): string | undefined {
  return uploadProblem(MEDIA_EXTENSIONS[kind], ATTACHMENT_MAX_BYTES, MEDIA_MESSAGES.attachmentTooLarge, file);
}

/**
 * The client-side check of a file for the media library (admin spec §5): required, one of the folder's
 * extensions, at most 2 MB. Undefined when the file may be sent.
 */
export function mediaFileProblem(kind: MediaKind, file: UploadedFile | null | undefined): string | undefined {
  if (!file) return MEDIA_MESSAGES.fileRequired;
  return uploadProblem(MEDIA_EXTENSIONS[kind], MEDIA_MAX_BYTES, MEDIA_MESSAGES.mediaTooLarge, file);
}

/** The multipart body of an attachment upload (fileData, tabId, kind), for the account and admin calls alike. */
export function attachmentUploadForm(
  tabId: string,
  kind: AttachmentKind,
  file: Blob,
  fileName: string,
): FormData {
  const form = new FormData();
  form.set('tabId', tabId);
  form.set('kind', kind);
  form.set('fileData', file, fileName);
  return form;
}
