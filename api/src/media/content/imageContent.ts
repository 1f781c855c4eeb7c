import { decode as decodeBmp } from 'bmp-ts';
import { imageSize } from 'image-size';
import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';

/** Larger pictures are refused before decoding: a 2 MB file can announce a picture that fills the memory. */
const MAX_MEGAPIXELS = 25;
const MAX_DECODE_MEGABYTES = 4 * MAX_MEGAPIXELS + 16;

/** The header's type and size (image-size), within the limit. */
function announcedSize(data: Buffer, type: string): boolean {
  const size = imageSize(data);
  const width = size.width ?? 0;
  const height = size.height ?? 0;
  return size.type === type && width > 0 && height > 0 && width * height <= MAX_MEGAPIXELS * 1_000_000;
}

/** Where the chunk stream ends (after IEND), or -1 when the chunks do not reach it inside the file. */
function pngEnd(data: Buffer): number {
  let position = 8;
  while (position + 12 <= data.length) {
    const length = data.readUInt32BE(position);
    const type = data.toString('latin1', position + 4, position + 8);
    position += 12 + length;
    if (type === 'IEND') return position <= data.length ? position : -1;
  }
  return -1;
}

/** Decoded in full (every chunk's CRC, the inflated rows); nothing may follow IEND. */
export function isPng(data: Buffer): boolean {
  if (!announcedSize(data, 'png') || pngEnd(data) !== data.length) return false;
  const png = PNG.sync.read(data);
  return png.width > 0 && png.data.length === png.width * png.height * 4;
}

/** Decoded in full; the image must end with its EOI marker (only zero padding may follow). */
export function isJpeg(data: Buffer): boolean {
  if (!announcedSize(data, 'jpg')) return false;
  let end = data.length;
  while (end > 0 && data[end - 1] === 0) end -= 1;
  if (end < 4 || data[end - 2] !== 0xff || data[end - 1] !== 0xd9) return false;
  const image = decodeJpeg(data, {
    useTArray: true,
    maxResolutionInMP: MAX_MEGAPIXELS,
    maxMemoryUsageInMB: MAX_DECODE_MEGABYTES,
  });
  return image.width > 0 && image.height > 0;
}

/** Bytes a file may hold after its pixel array (alignment some writers add). */
const BMP_SLACK_BYTES = 4;
const BMP_UNCOMPRESSED = new Set([0, 3, 6]);
const BMP_RUN_LENGTH = new Set([1, 2]);

/**
 * Where the pixel array ends: rows padded to 4 bytes for uncompressed pictures, the header's image size for
 * run-length encoded ones; -1 for a compression the site does not take (embedded JPEG/PNG).
 */
function bmpPixelsEnd(data: Buffer): number {
  if (data.length < 54) return -1;
  const offset = data.readUInt32LE(10);
  const width = data.readInt32LE(18);
  const height = Math.abs(data.readInt32LE(22));
  const bitsPerPixel = data.readUInt16LE(28);
  const compression = data.readUInt32LE(30);
  if (BMP_UNCOMPRESSED.has(compression)) return offset + Math.ceil((width * bitsPerPixel) / 32) * 4 * height;
  if (BMP_RUN_LENGTH.has(compression)) return offset + data.readUInt32LE(34);
  return -1;
}

/** Decoded in full; the announced file size and the pixel array must end where the file does. */
export function isBmp(data: Buffer): boolean {
  if (!announcedSize(data, 'bmp') || data.readUInt32LE(2) !== data.length) return false;
  const end = bmpPixelsEnd(data);
  if (end < 0 || end > data.length || data.length - end > BMP_SLACK_BYTES) return false;
  const bitmap = decodeBmp(data);
  return bitmap.width > 0 && bitmap.height !== 0;
}
