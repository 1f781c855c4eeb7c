import { hasValidContent } from '../src/media/content/fileContent';
import { matchesSignature } from '../src/media/fileSignatures';
import { fileThenHtml, headerThenHtml, SAMPLE_FILES, type SampleType } from './support/sampleFiles';

const TYPES = Object.keys(SAMPLE_FILES) as SampleType[];

describe('uploaded files are parsed, not only sniffed', () => {
  it.each(TYPES)('accepts a whole %s file', (type) => {
    expect(matchesSignature(type, SAMPLE_FILES[type])).toBe(true);
    expect(hasValidContent(type, SAMPLE_FILES[type])).toBe(true);
  });

  it.each(TYPES)('refuses a %s header followed by an HTML page, though its signature matches', (type) => {
    const polyglot = headerThenHtml(type);
    expect(matchesSignature(type, polyglot)).toBe(true);
    expect(hasValidContent(type, polyglot)).toBe(false);
  });

  it.each(TYPES)('refuses a whole %s file with an HTML page appended', (type) => {
    expect(hasValidContent(type, fileThenHtml(type))).toBe(false);
  });

  // An MP3 cut short is still played up to its cut (its last frame is allowed to end early).
  it.each(TYPES.filter((type) => type !== 'mp3'))('refuses a %s file cut in half', (type) => {
    const data = SAMPLE_FILES[type];
    expect(hasValidContent(type, data.subarray(0, Math.floor(data.length / 2)))).toBe(false);
  });

  it('refuses a PNG whose pixels were altered (checksum) and one that announces a huge picture', () => {
    const altered = Buffer.from(SAMPLE_FILES.png);
    const dataChunk = altered.indexOf('IDAT') + 6;
    altered[dataChunk] = (altered[dataChunk] ?? 0) ^ 0xff;
    expect(hasValidContent('png', altered)).toBe(false);
    const huge = Buffer.from(SAMPLE_FILES.png);
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    expect(hasValidContent('png', huge)).toBe(false);
  });

  it('accepts an MP3 whose last frame is cut short, refuses frames with a bad header', () => {
    const withoutTag = SAMPLE_FILES.mp3.subarray(0, SAMPLE_FILES.mp3.length - 128);
    expect(hasValidContent('mp3', withoutTag.subarray(0, withoutTag.length - 100))).toBe(true);
    const badRate = Buffer.from(SAMPLE_FILES.mp3);
    badRate[20 + 417 + 2] = 0xfc; // the second frame: bitrate index 15, sample rate index 3
    expect(hasValidContent('mp3', badRate)).toBe(false);
  });

  it('refuses a MIDI file whose track lacks its end or that holds another chunk', () => {
    const mid = SAMPLE_FILES.mid;
    const noEnd = Buffer.from(mid);
    noEnd[noEnd.length - 2] = 0x00;
    expect(hasValidContent('mid', noEnd)).toBe(false);
    const alien = Buffer.concat([mid, Buffer.from('HTML'), Buffer.from([0, 0, 0, 4]), Buffer.from('<b>x')]);
    expect(hasValidContent('mid', alien)).toBe(false);
  });

  it('checks the other types by signature only', () => {
    expect(hasValidContent('gp5', Buffer.from('anything'))).toBe(true);
  });
});
