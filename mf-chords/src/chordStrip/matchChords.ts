import type { ChordDatabase } from '@acorduri/contracts';
import { type ChordSymbol, chordLabel, parseChordSymbol } from '../theory';

export interface StripChord {
  /** The name as the sheet spells it (`chordLabel`: 'G#m', 'Am' for 'am', 'G/B') */
  readonly name: string;
  /** The dictionary entry of the chord without its bass note, when the dictionary has it */
  readonly guitar: readonly string[];
  readonly piano: readonly string[];
  readonly found: boolean;
}

/** The type identity (tonal chroma) of each dictionary type, from its suffix. */
function typeChromas(database: ChordDatabase): Map<string, number> {
  const chromas = new Map<string, number>();
  for (const type of database.types) {
    const chroma = parseChordSymbol(`C${type.suffix}`)?.typeChroma;
    if (chroma && !chromas.has(chroma)) chromas.set(chroma, type.id);
  }
  return chromas;
}

/**
 * Matches a tab's chords to dictionary entries by root pitch class and chord type, so 'am', 'A-' and 'Am' find
 * the same entry and 'C7+' finds Cmaj7. Slash chords show the diagram of the chord above the bass.
 */
export function matchChords(symbols: readonly ChordSymbol[], database: ChordDatabase): StripChord[] {
  const chromas = typeChromas(database);
  return symbols.map((symbol) => {
    const typeId = chromas.get(symbol.typeChroma);
    const entry = database.chords.find((chord) => chord.root === symbol.root && chord.typeId === typeId);
    return {
      name: chordLabel(symbol),
      guitar: entry?.guitar ?? [],
      piano: entry?.piano ?? [],
      found: entry !== undefined,
    };
  });
}
