/** A chord symbol as tabs write them: root, accidental, then quality, extensions and an optional bass. */
const CHORD = /^([A-H])(#|b)?(m(?!aj))?(?:maj|min|dim|aug|sus|add|M|[0-9]|\+|-|\(|\)|\/[A-H](?:#|b)?)*$/;
/** Section labels written before the chords of a line ('Intro:', 'Refren:'). */
const LABEL = /^[^\s:]{1,20}:\s*/;

/** 'Am', 'F#' for a chord symbol ('Am7', 'F#/A#'); undefined for any other word. */
function chordOf(token: string): string | undefined {
  const match = CHORD.exec(token);
  if (!match) return undefined;
  const [, letter = '', accidental = '', minor = ''] = match;
  // Romanian sheets often write the German H for B.
  return `${letter === 'H' ? 'B' : letter}${accidental}${minor}`;
}

/** The chords of a line made only of chords (a leading section label allowed); undefined for any other line. */
function chordsOfLine(line: string): string[] | undefined {
  const tokens = line.replace(LABEL, '').trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return undefined;
  const chords = tokens.map(chordOf);
  return chords.every((chord) => chord !== undefined) ? (chords as string[]) : undefined;
}

export const isChordLine = (line: string): boolean => chordsOfLine(line) !== undefined;

/**
 * A fair guess at a song's key: the first chord of its first chord line, as root and minor mark ('Am', 'F#').
 * Undefined when the text has no chord line.
 */
export function guessMusicalKey(body: string): string | undefined {
  for (const line of body.split(/\r?\n/)) {
    const chords = chordsOfLine(line);
    if (chords) return chords[0];
  }
  return undefined;
}
