import { CHORD_ROOTS, CHORD_TYPE_CATALOGUE, type Chord, type ChordDatabase } from '@acorduri/contracts';
import { DEFAULT_SEED_TABS, SeededRandom, songText, stepSeed } from '@acorduri/demo-data';

/**
 * What the demo seed writes, built by the same generators (`@acorduri/demo-data`, and the API's chord catalogue)
 * so the tests run over exactly the seeded tabs and chords. `require` keeps the API's sources out of this
 * package's type check.
 */
interface GeneratedChord {
  readonly name: string;
  readonly root: string;
  readonly typeId: number;
  readonly guitar: readonly string[];
  readonly piano: readonly string[];
}

const { buildChordCatalogue } = require('../../../api/src/chords/chordCatalogue') as {
  buildChordCatalogue(): { chords: readonly GeneratedChord[] };
};

/** The seeded chord dictionary as `/cache/chordDatabase.json` serves it. */
export function seededChordDatabase(): ChordDatabase {
  const types = CHORD_TYPE_CATALOGUE.map(({ id, name, fullName, suffix }) => ({
    id,
    name,
    fullName,
    suffix,
  }));
  const chords: Chord[] = buildChordCatalogue().chords.map((chord, index) => {
    const type = types.find((candidate) => candidate.id === chord.typeId) ?? null;
    return {
      id: String(index),
      name: chord.name,
      root: chord.root,
      typeId: chord.typeId,
      type: type && { id: type.id, name: type.name, fullName: type.fullName },
      guitar: [...chord.guitar],
      piano: [...chord.piano],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
  });
  return { generatedAt: '2026-01-01T00:00:00.000Z', roots: CHORD_ROOTS, types, chords };
}

/** `count` tab bodies from the seed's song generator (the demo archive's 12,500 by default). */
export function seededTabBodies(count = DEFAULT_SEED_TABS): string[] {
  const random = new SeededRandom(stepSeed('tabs'));
  return Array.from({ length: count }, () => songText(random));
}
