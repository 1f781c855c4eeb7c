/**
 * The first bytes each accepted file type starts with, so a renamed file of another type is refused whatever its
 * extension says. Guitar Pro 3–5 files start with the length-prefixed 'FICHIER GUITAR PRO v…' string, GPX with
 * its container magic (BCFS plain, BCFZ compressed), GP7+ files are zip archives.
 */
type SignatureCheck = (data: Buffer) => boolean;

const startsWithBytes =
  (...bytes: number[]): SignatureCheck =>
  (data) =>
    data.length >= bytes.length && bytes.every((byte, index) => data[index] === byte);

const hasAscii = (data: Buffer, text: string, offset = 0) =>
  data.length >= offset + text.length && data.toString('latin1', offset, offset + text.length) === text;

const startsWithAscii =
  (...texts: string[]): SignatureCheck =>
  (data) =>
    texts.some((text) => hasAscii(data, text));

const guitarProLegacy: SignatureCheck = (data) => hasAscii(data, 'FICHIER GUITAR PRO', 1);
const midi = startsWithAscii('MThd');
const jpeg = startsWithBytes(0xff, 0xd8, 0xff);
// MP3: an ID3v2 tag, or straight into an MPEG audio frame (11 set sync bits).
const mp3: SignatureCheck = (data) =>
  hasAscii(data, 'ID3') || (data.length >= 2 && data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0);

const SIGNATURES: Readonly<Record<string, SignatureCheck>> = {
  gp3: guitarProLegacy,
  gp4: guitarProLegacy,
  gp5: guitarProLegacy,
  gpx: startsWithAscii('BCFS', 'BCFZ'),
  gp: startsWithBytes(0x50, 0x4b, 0x03, 0x04),
  mid: midi,
  midi,
  kar: midi,
  png: startsWithBytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  jpg: jpeg,
  jpeg,
  bmp: startsWithAscii('BM'),
  pdf: startsWithAscii('%PDF-'),
  mp3,
};

/** True when `data` starts like a file of the extension (lowercase, without the dot). */
export function matchesSignature(extension: string, data: Buffer): boolean {
  return SIGNATURES[extension]?.(data) ?? false;
}
