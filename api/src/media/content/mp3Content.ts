/** kbit/s by bitrate index (1–14) for MPEG-1 layers I, II, III and MPEG-2/2.5 layer I, layers II/III. */
const BITRATES = {
  mpeg1: [
    [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  mpeg2: [
    [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
} as const;
/** Hz by sample rate index (0–2) for MPEG-1; MPEG-2 halves them, MPEG-2.5 quarters them. */
const SAMPLE_RATES = [44100, 48000, 32000] as const;
const ID3V1_BYTES = 128;
const APE_FOOTER_BYTES = 32;

/** The byte length of the MPEG audio frame whose header starts at `position`, or 0 when it is none. */
export function frameLength(data: Buffer, position: number): number {
  if (position + 4 > data.length) return 0;
  const [sync, first, second] = [data[position] ?? 0, data[position + 1] ?? 0, data[position + 2] ?? 0];
  if (sync !== 0xff || (first & 0xe0) !== 0xe0) return 0;
  const version = (first >> 3) & 3; // 0: MPEG-2.5, 2: MPEG-2, 3: MPEG-1
  const layer = 4 - ((first >> 1) & 3); // 1, 2 or 3 (4: reserved)
  const bitrateIndex = second >> 4;
  const rateIndex = (second >> 2) & 3;
  if (version === 1 || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return 0;
  const kbps =
    version === 3
      ? BITRATES.mpeg1[layer - 1]?.[bitrateIndex - 1]
      : BITRATES.mpeg2[layer === 1 ? 0 : 1]?.[bitrateIndex - 1];
  const sampleRate = (SAMPLE_RATES[rateIndex] ?? 0) / (version === 3 ? 1 : version === 2 ? 2 : 4);
  const padding = (second >> 1) & 1;
  if (!kbps) return 0;
  const bitrate = kbps * 1000;
  if (layer === 1) return (Math.floor((12 * bitrate) / sampleRate) + padding) * 4;
  const samplesPerByte = layer === 3 && version !== 3 ? 72 : 144;
  return Math.floor((samplesPerByte * bitrate) / sampleRate) + padding;
}

/** The bytes of a leading ID3v2 tag (syncsafe size, plus its footer), 0 without one, -1 when malformed. */
function id3v2Length(data: Buffer): number {
  if (data.toString('latin1', 0, 3) !== 'ID3') return 0;
  if (data.length < 10) return -1;
  const major = data[3] ?? 0;
  const sizeBytes = [data[6] ?? 0, data[7] ?? 0, data[8] ?? 0, data[9] ?? 0];
  if (major < 2 || major > 4 || sizeBytes.some((byte) => byte >= 0x80)) return -1;
  const size = sizeBytes.reduce((total, byte) => total * 128 + byte, 0);
  const footer = major === 4 && ((data[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** Where the audio ends: before a trailing ID3v1 tag and an APE tag, when the file has them. */
function audioEnd(data: Buffer): number {
  let end = data.length;
  if (end >= ID3V1_BYTES && data.toString('latin1', end - ID3V1_BYTES, end - ID3V1_BYTES + 3) === 'TAG') {
    end -= ID3V1_BYTES;
  }
  const footer = end - APE_FOOTER_BYTES;
  if (footer >= 0 && data.toString('latin1', footer, footer + 8) === 'APETAGEX') {
    const hasHeader = ((data.readUInt32LE(footer + 20) >>> 31) & 1) === 1;
    end -= data.readUInt32LE(footer + 12) + (hasHeader ? APE_FOOTER_BYTES : 0);
  }
  return end;
}

/**
 * An MP3: an optional ID3v2 tag, then MPEG audio frames one after another up to the end (the last one may be cut
 * short, as recorders leave it), then optional APE and ID3v1 tags. At least one whole frame; nothing else.
 */
export function isMp3(data: Buffer): boolean {
  let position = id3v2Length(data);
  const end = audioEnd(data);
  if (position < 0 || position >= end) return false;
  let frames = 0;
  while (position < end) {
    const length = frameLength(data, position);
    if (length < 4) return false;
    if (position + length > end) return frames > 0;
    position += length;
    frames += 1;
  }
  return frames > 0;
}
