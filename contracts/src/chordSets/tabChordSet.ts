import { chordLabel } from '../chords/chordSymbol';
import { type ChordOccurrence, chordOccurrencesOf, findChords } from '../chords/findChords';
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

/** The song's chord changes as they are read: a chord repeated right after itself is one change. */
function* changesOf(occurrences: Iterable<ChordOccurrence>): Generator<ChordChange> {
  let previous: ChordChange | undefined;
  for (const { symbol, line } of occurrences) {
    const root = symbol.rootPitchClass;
    const triad = triadClassOf(symbol);
    if (previous?.root === root && previous.triad === triad) continue;
    previous = { root, triad, line, label: chordLabel(symbol) };
    yield previous;
  }
}

/** The first `count` chord changes of a body (its `changes`), reading the body only as far as they go. */
export function firstChordChanges(body: string, count: number): ChordChange[] {
  const changes: ChordChange[] = [];
  if (count <= 0) return changes;
  for (const change of changesOf(chordOccurrencesOf(body))) {
    if (changes.push(change) === count) break;
  }
  return changes;
}

/** What a tab's body says about its chords: the set a reader needs, the key, and the progression. */
export function tabChordSetOf(body: string): TabChordSet {
  const { occurrences } = findChords(body);
  const codes: number[] = [];
  const unknown = new Set<string>();
  for (const { symbol } of occurrences) {
    const code = chordCodeOf(symbol);
    if (code === undefined) unknown.add(chordLabel(symbol));
    else codes.push(code);
  }
  const changes = [...changesOf(occurrences)];
  const musicKey = probableKey(changes);
  return {
    key: codes.length === 0 || unknown.size > 0 ? null : chordSetKeyOf(codes),
    unknown: [...unknown],
    musicKey,
    changes,
    steps: musicKey ? changes.map((change) => degreeStepOf(change, musicKey)) : [],
  };
}
