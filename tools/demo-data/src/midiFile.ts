const NOTE_OFFSETS: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11, H: 11 };
const TICKS_PER_QUARTER = 480;

/** MIDI note of a chord's root around middle C and its triad (minor when the name says 'm', not 'maj'). */
function triadOf(chord: string): number[] {
  const match = /^([A-H])([#b]?)(m(?!aj))?/.exec(chord);
  if (!match) return [];
  const accidental = match[2] === '#' ? 1 : match[2] === 'b' ? -1 : 0;
  const root = 48 + (NOTE_OFFSETS[match[1]!] ?? 0) + accidental;
  return [root, root + (match[3] ? 3 : 4), root + 7];
}

/** MIDI variable-length quantity. */
function variableLength(value: number): number[] {
  const bytes = [value & 0x7f];
  for (let rest = value >> 7; rest > 0; rest >>= 7) bytes.unshift((rest & 0x7f) | 0x80);
  return bytes;
}

/**
 * A small valid Standard MIDI File (format 0, one track, acoustic guitar): each chord strummed as a half note,
 * the progression played twice. Used for the demo tabs' MIDI attachments.
 */
export function midiForChords(chords: readonly string[], bpm = 96): Buffer {
  const events: number[] = [];
  const microsecondsPerQuarter = Math.round(60_000_000 / bpm);
  events.push(
    0,
    0xff,
    0x51,
    0x03,
    (microsecondsPerQuarter >> 16) & 0xff,
    (microsecondsPerQuarter >> 8) & 0xff,
  );
  events.push(microsecondsPerQuarter & 0xff);
  events.push(0, 0xc0, 24); // program 25: acoustic guitar (nylon)
  for (const chord of [...chords, ...chords]) {
    const notes = triadOf(chord);
    if (notes.length === 0) continue;
    for (const note of notes) events.push(0, 0x90, note, 80);
    notes.forEach((note, i) => {
      events.push(...variableLength(i === 0 ? TICKS_PER_QUARTER * 2 : 0), 0x80, note, 0);
    });
  }
  events.push(0, 0xff, 0x2f, 0x00);
  const header = Buffer.from([
    ...Buffer.from('MThd'),
    0,
    0,
    0,
    6,
    0,
    0,
    0,
    1,
    (TICKS_PER_QUARTER >> 8) & 0xff,
    TICKS_PER_QUARTER & 0xff,
  ]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(events.length);
  return Buffer.concat([header, Buffer.from('MTrk'), length, Buffer.from(events)]);
}
