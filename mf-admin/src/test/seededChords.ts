/**
 * The chords the demo seed writes (api/src/chords/chordCatalogue.ts builds them from the open chord data), so
 * the editor tests run over exactly what an administrator will open. `require` keeps the API's sources out of
 * this package's type check.
 */
interface SeededChord {
  readonly name: string;
  readonly guitar: readonly string[];
  readonly piano: readonly string[];
}

const { buildChordCatalogue } = require('../../../api/src/chords/chordCatalogue') as {
  buildChordCatalogue(): { chords: readonly SeededChord[] };
};

export const SEEDED_CHORDS: readonly SeededChord[] = buildChordCatalogue().chords;
