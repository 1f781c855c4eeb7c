import { isBmp, isJpeg, isPng } from './imageContent';
import { isMidi } from './midiContent';
import { isMp3 } from './mp3Content';
import { isPdf } from './pdfContent';

type ContentCheck = (data: Buffer) => boolean;

/**
 * The types the site parses beyond their first bytes: pictures are decoded in full, PDF, MIDI and MP3 files are
 * walked to their end, so a valid header followed by something else (an HTML page: a polyglot) is refused.
 */
const CONTENT_CHECKS: Readonly<Record<string, ContentCheck>> = {
  png: isPng,
  jpg: isJpeg,
  jpeg: isJpeg,
  bmp: isBmp,
  pdf: isPdf,
  mid: isMidi,
  midi: isMidi,
  kar: isMidi,
  mp3: isMp3,
};

/** True when `data` is a whole file of the extension's type (always for types checked by signature only). */
export function hasValidContent(extension: string, data: Buffer): boolean {
  const check = CONTENT_CHECKS[extension];
  if (!check) return true;
  try {
    return check(data);
  } catch {
    // The decoders throw on what they cannot read: that is a refusal, not a failure of the server.
    return false;
  }
}
