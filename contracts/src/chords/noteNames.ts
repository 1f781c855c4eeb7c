/** Romanian (solfège) names of the 12 pitch classes, C first: how the site names a note to its readers. */
export const NOTE_NAMES = [
  'Do',
  'Do diez',
  'Re',
  'Mi bemol',
  'Mi',
  'Fa',
  'Fa diez',
  'Sol',
  'La bemol',
  'La',
  'Si bemol',
  'Si',
] as const;

/** The Romanian name of a key counted in semitones from a C (any octave). */
export const noteName = (semitone: number): string => NOTE_NAMES[((semitone % 12) + 12) % 12] ?? '';
