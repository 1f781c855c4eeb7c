/** A chord symbol as tabs write them: root, accidental, then quality, extensions and an optional bass. */
const CHORD = /^([A-H])(#|b)?(m(?!aj))?(?:maj|min|dim|aug|sus|add|M|[0-9]|\+|-|\(|\)|\/[A-H](?:#|b)?)*$/;
/** Section labels written before the chords of a line ('Intro:', 'Refren:'). */
const LABEL = /^[^\s:]{1,20}:\s*/;

function chordOf(token: string): string | undefined {
  const match = CHORD.exec(token);
  if (!match) return undefined;
  const [, letter = '', accidental = '', minor = ''] = match;
  // Romanian sheets often write the German H for B.
  return `${letter === 'H' ? 'B' : letter}${accidental}${minor}`;
}

/**
 * A fair guess at a song's key: the first chord of its first line made only of chords (a leading section label
 * allowed), as root and minor mark ('Am', 'F#'). Undefined when no such line exists.
 */
export function guessMusicalKey(text: string): string | undefined {
  for (const line of text.split(/\r?\n/)) {
    const tokens = line.replace(LABEL, '').trim().split(/\s+/).filter(Boolean);
    if (tokens.length === 0) continue;
    const chords = tokens.map(chordOf);
    if (chords.every((chord) => chord !== undefined)) return chords[0];
  }
  return undefined;
}
