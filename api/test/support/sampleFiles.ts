import { midiForChords } from '@acorduri/demo-data';
import { encode as encodeBmp } from 'bmp-ts';
import { encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';

const WIDTH = 4;
const HEIGHT = 3;
/** A small RGBA gradient, so every encoder has real pixels to write. */
const PIXELS = Buffer.from(
  Array.from({ length: WIDTH * HEIGHT }, (_, i) => [i * 20, 255 - i * 20, 128, 255]).flat(),
);

/** A whole PNG of the size, its pixels a gradient. */
export function pngOfSize(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) image.data.set([i * 20, 255 - i * 20, 128, 255], i * 4);
  return PNG.sync.write(image);
}

/** A PDF with one empty page, its cross-reference table at the offset `startxref` names. */
function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** MPEG-1 layer III frames at 128 kbit/s, 44.1 kHz (417 bytes each), after an ID3v2 tag, with an ID3v1 tag. */
function mp3(): Buffer {
  const id3v2 = Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 10]), Buffer.alloc(10)]);
  const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413, 0x55)]);
  const id3v1 = Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125, 0x20)]);
  return Buffer.concat([id3v2, frame, frame, frame, id3v1]);
}

/** Whole, valid files of each type the server parses. */
export const SAMPLE_FILES = {
  png: pngOfSize(WIDTH, HEIGHT),
  jpg: Buffer.from(encodeJpeg({ data: PIXELS, width: WIDTH, height: HEIGHT }, 90).data),
  bmp: encodeBmp({ data: PIXELS, width: WIDTH, height: HEIGHT, bitPP: 24 }).data,
  pdf: pdf(),
  mid: midiForChords(['Am', 'C', 'G']),
  mp3: mp3(),
} as const;

export type SampleType = keyof typeof SAMPLE_FILES;

const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n',
);

/** A type's first bytes (its signature and a little more) followed by an HTML page. */
export function headerThenHtml(type: SampleType, headerBytes = 16): Buffer {
  return Buffer.concat([SAMPLE_FILES[type].subarray(0, headerBytes), HTML]);
}

/** A whole valid file with an HTML page appended. */
export function fileThenHtml(type: SampleType): Buffer {
  return Buffer.concat([SAMPLE_FILES[type], HTML]);
}
