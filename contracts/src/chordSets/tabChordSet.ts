import { chordLabel } from '../chords/chordSymbol';
import { findChords } from '../chords/findChords';
import { triadClassOf } from './chordClass';
import { chordCodeOf, chordSetKeyOf } from './chordCodes';
import { type DegreeStep, degreeStepOf } from './degrees';
import { type HeardChord, type MusicKey, probableKey } from './musicKey';

/** One chord change of a song: the chord, and the line (0-based) of the body it is written on. */
export interface ChordChange extends HeardChord {
  readonly line: number;
  readonly label: string;
}

export interface TabChordSet {
  /** The distinct dictionary chords (chordSetKeyOf); null when the tab has no chord, or one the dictionary lacks */
  readonly key: string | null;
  /** Chord names the dictionary has no type for, as the sheet spells them */
  readonly unknown: readonly string[];
  readonly musicKey: MusicKey | undefined;
  /** The chord changes in reading order, a chord repeated right after itself counted once */
  readonly changes: readonly ChordChange[];
  /** The changes as steps of the key (empty without a key) */
  readonly steps: readonly DegreeStep[];
}

/** What a tab's body says about its chords: the set a reader needs, the key, and the progression. */
export function tabChordSetOf(body: string): TabChordSet {
  const { occurrences } = findChords(body);
  const codes: number[] = [];
  const unknown = new Set<string>();
  const changes: ChordChange[] = [];
  for (const { symbol, line } of occurrences) {
    const code = chordCodeOf(symbol);
    if (code === undefined) unknown.add(chordLabel(symbol));
    else codes.push(code);
    const change = {
      root: symbol.rootPitchClass,
      triad: triadClassOf(symbol),
      line,
      label: chordLabel(symbol),
    };
    const previous = changes[changes.length - 1];
    if (!previous || previous.root !== change.root || previous.triad !== change.triad) changes.push(change);
  }
  const musicKey = probableKey(changes);
  return {
    key: codes.length === 0 || unknown.size > 0 ? null : chordSetKeyOf(codes),
    unknown: [...unknown],
    musicKey,
    changes,
    steps: musicKey ? changes.map((change) => degreeStepOf(change, musicKey)) : [],
  };
}
