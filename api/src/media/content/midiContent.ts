const END_OF_TRACK = [0xff, 0x2f, 0x00] as const;

interface Chunk {
  type: string;
  start: number;
  end: number;
}

/** The chunks (type, 32-bit length, data) tiling the file; null when one runs past its end. */
function chunksOf(data: Buffer): Chunk[] | null {
  const chunks: Chunk[] = [];
  let position = 0;
  // Zero bytes after the last chunk are padding some writers add.
  while (position < data.length && data.subarray(position).some((byte) => byte !== 0)) {
    if (position + 8 > data.length) return null;
    const start = position + 8;
    const end = start + data.readUInt32BE(position + 4);
    if (end > data.length) return null;
    chunks.push({ type: data.toString('latin1', position, position + 4), start, end });
    position = end;
  }
  return chunks;
}

const endsTrack = (data: Buffer, chunk: Chunk) =>
  chunk.end - chunk.start >= END_OF_TRACK.length &&
  END_OF_TRACK.every((byte, i) => data[chunk.end - END_OF_TRACK.length + i] === byte);

/**
 * A Standard MIDI File (also .kar): a 6-byte MThd (format 0–2, its track count, a non-zero division) followed by
 * exactly that many MTrk chunks, each ending with its End of Track event, and nothing else.
 */
export function isMidi(data: Buffer): boolean {
  const chunks = chunksOf(data);
  const [header, ...tracks] = chunks ?? [];
  if (header?.type !== 'MThd' || header.end - header.start !== 6) return false;
  const format = data.readUInt16BE(header.start);
  const trackCount = data.readUInt16BE(header.start + 2);
  const division = data.readUInt16BE(header.start + 4);
  if (format > 2 || trackCount === 0 || (format === 0 && trackCount !== 1) || division === 0) return false;
  return (
    tracks.length === trackCount && tracks.every((track) => track.type === 'MTrk' && endsTrack(data, track))
  );
}
