import { deflateSync } from 'node:zlib';
import type { LessonLevel } from '@acorduri/contracts';
import type { FretDot } from './lessonTexts';

type Rgb = readonly [number, number, number];

const WIDTH = 480;
const HEIGHT = 270;
const BACKGROUNDS: Readonly<Record<LessonLevel, Rgb>> = {
  0: [46, 125, 50],
  1: [21, 101, 192],
  2: [106, 27, 154],
};
const WOOD: Rgb = [121, 85, 61];
const FRET: Rgb = [205, 205, 205];
const NUT: Rgb = [240, 234, 214];
const STRING: Rgb = [230, 230, 230];
const DOT: Rgb = [255, 193, 7];

const BOARD = { left: 40, right: 440, top: 60, bottom: 210 } as const;
const FRET_WIDTH = (BOARD.right - BOARD.left) / 5;
const STRING_GAP = 24;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A truecolour PNG of `rgb` (3 bytes per pixel, rows top to bottom). */
export function encodePng(width: number, height: number, rgb: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1)
    rgb.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

class Canvas {
  readonly pixels = Buffer.alloc(WIDTH * HEIGHT * 3);

  rect(x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(HEIGHT, Math.round(y1)); y += 1) {
      for (let x = Math.max(0, Math.round(x0)); x < Math.min(WIDTH, Math.round(x1)); x += 1) {
        this.pixels.set(colour, (y * WIDTH + x) * 3);
      }
    }
  }

  disc(cx: number, cy: number, radius: number, colour: Rgb): void {
    for (let y = -radius; y <= radius; y += 1) {
      const half = Math.floor(Math.sqrt(radius * radius - y * y));
      this.rect(cx - half, cy + y, cx + half + 1, cy + y + 1, colour);
    }
  }
}

/**
 * A lesson card's picture: five frets of a guitar neck on the level's colour, with the lesson's fingers as dots
 * (string 1 on top, as in tablature).
 */
export function fretboardPicture(level: LessonLevel, dots: readonly FretDot[]): Buffer {
  const canvas = new Canvas();
  canvas.rect(0, 0, WIDTH, HEIGHT, BACKGROUNDS[level]);
  canvas.rect(BOARD.left, BOARD.top, BOARD.right, BOARD.bottom, WOOD);
  canvas.rect(BOARD.left - 6, BOARD.top, BOARD.left, BOARD.bottom, NUT);
  for (let fret = 1; fret <= 5; fret += 1) {
    const x = BOARD.left + fret * FRET_WIDTH;
    canvas.rect(x - 2, BOARD.top, x + 2, BOARD.bottom, FRET);
  }
  for (let string = 1; string <= 6; string += 1) {
    const y = BOARD.top + 15 + (string - 1) * STRING_GAP;
    const thickness = 1 + Math.floor(string / 2);
    canvas.rect(BOARD.left - 6, y, BOARD.right, y + thickness, STRING);
  }
  for (const dot of dots) {
    canvas.disc(
      BOARD.left + (dot.fret - 0.5) * FRET_WIDTH,
      BOARD.top + 15 + (dot.string - 1) * STRING_GAP + 1,
      11,
      DOT,
    );
  }
  return encodePng(WIDTH, HEIGHT, canvas.pixels);
}
