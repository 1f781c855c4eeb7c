import {
  ADMIN_FILENAME_MAX,
  filenameStem,
  MEDIA_EXTENSIONS,
  MEDIA_MESSAGES,
  type MediaKind,
  slugify,
} from '@acorduri/contracts';
import { badRequest } from '../errors/HttpError';
import { hasValidContent } from './content/fileContent';
import { matchesSignature } from './fileSignatures';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  mid: 'audio/midi',
  midi: 'audio/midi',
  kar: 'audio/midi',
  gp3: 'application/x-guitar-pro',
  gp4: 'application/x-guitar-pro',
  gp5: 'application/x-guitar-pro',
  gpx: 'application/x-guitar-pro',
  gp: 'application/x-guitar-pro',
};

export const extensionOf = (filename: string) => filename.slice(filename.lastIndexOf('.') + 1).toLowerCase();

export function contentTypeOf(filename: string): string {
  return CONTENT_TYPES[extensionOf(filename)] ?? 'application/octet-stream';
}

/**
 * Checks a file for a folder: an accepted extension, at most `maxBytes`, content that starts like that type and,
 * for pictures, PDF, MIDI and MP3, parses as one to its end (content/fileContent.ts).
 * Answers the extension.
 */
export function checkedFile(
  kind: MediaKind,
  filename: string,
  data: Buffer,
  maxBytes: number,
  tooLarge: string,
) {
  const allowed = MEDIA_EXTENSIONS[kind];
  const extension = extensionOf(filename);
  if (!filename.includes('.') || !allowed.includes(extension)) {
    throw badRequest(MEDIA_MESSAGES.extensionNotAllowed(allowed));
  }
  if (data.length > maxBytes) throw badRequest(tooLarge);
  if (!matchesSignature(extension, data) || !hasValidContent(extension, data)) {
    throw badRequest(MEDIA_MESSAGES.contentInvalid);
  }
  return extension;
}

/**
 * A URL-safe stored name from an uploaded or chosen one, with the file's real extension:
 * 'Lecția 1 – acorduri.PNG' → 'lectia-1-acorduri.png', 'Copertă album' (a JPEG) → 'coperta-album.jpg'.
 */
export function storedNameOf(name: string, extension: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const stem = slugify(filenameStem(base)).slice(0, ADMIN_FILENAME_MAX) || 'fisier';
  return `${stem}.${extension}`;
}
