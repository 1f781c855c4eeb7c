import { ATTACHMENT_MAX_BYTES, type AttachmentKind, MEDIA_EXTENSIONS, MEDIA_MESSAGES } from './messages';

const extensionOf = (fileName: string): string | undefined => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : undefined;
};

/**
 * The client-side check of an optional tab attachment (spec §5): Guitar Pro gp3/gp4/gp5/gpx/gp or MIDI
 * mid/midi/kar, at most 500 KB, with the shared upload messages. Undefined when the file may be sent.
 */
export function attachmentProblem(
  kind: AttachmentKind,
  file: { readonly name: string; readonly size: number },
): string | undefined {
  const extension = extensionOf(file.name);
  if (!extension) return MEDIA_MESSAGES.kindUndefined;
  const allowed = MEDIA_EXTENSIONS[kind];
  if (!allowed.includes(extension)) return MEDIA_MESSAGES.extensionNotAllowed(allowed);
  if (file.size === 0) return MEDIA_MESSAGES.contentInvalid;
  if (file.size > ATTACHMENT_MAX_BYTES) return MEDIA_MESSAGES.attachmentTooLarge;
  return undefined;
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
