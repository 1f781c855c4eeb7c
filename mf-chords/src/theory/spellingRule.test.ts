/** @jest-environment node */
import { chordLabel, findChords, isMinorChord, parseChordSymbol } from '@acorduri/contracts';
import { matchChords } from '../chordStrip/matchChords';
import { rootOfSpelling, rootOptions, spelledChordName } from '../screens/ChordFilters';
import { seededChordDatabase, seededTabBodies } from '../testing/seededData';
import { keySpelling } from './spelling';
import { transposeBody } from './transposeBody';

const database = seededChordDatabase();

/**
 * One body per first chord and set of chords: the names a transposed text shows depend on nothing else (the key
 * is the first chord; columns and lyrics do not change a name), so this covers every seeded tab.
 */
function distinctChordSheets(bodies: readonly string[]): string[] {
  const byChords = new Map<string, string>();
  for (const body of bodies) {
    const { occurrences, chords } = findChords(body);
    const identity = `${occurrences[0]?.symbol.written}|${chords.map((symbol) => symbol.written).join(' ')}`;
    if (!byChords.has(identity)) byChords.set(identity, body);
  }
  return [...byChords.values()];
}

const sheets = distinctChordSheets(seededTabBodies());
const SHIFTS = Array.from({ length: 23 }, (_, i) => i - 11);

/** The heading the dictionary shows for a chord when the reader picks the root as the text spells it. */
function dictionaryName(name: string): string | undefined {
  const symbol = parseChordSymbol(name)!;
  const spelling = /^[A-H][#b]?/.exec(name)![0];
  const entry = database.chords.find(
    (chord) =>
      chord.root === rootOfSpelling(spelling) &&
      parseChordSymbol(chord.name)?.typeChroma === symbol.typeChroma,
  );
  return entry && spelledChordName(entry, spelling);
}

const accidentalOf = (name: string) => /^[A-H]([#b]?)/.exec(name)?.[1] ?? '';

describe('one spelling rule over every seeded tab', () => {
  it('covers every chord the seed writes', () => {
    const names = new Set(
      sheets.flatMap((body) => findChords(body).occurrences.map((o) => o.symbol.written)),
    );
    expect([...names].sort()).toEqual(
      [
        'A',
        'A7',
        'Am',
        'B',
        'B7',
        'Bb',
        'Bm',
        'C',
        'C#m',
        'D',
        'Dm',
        'E',
        'Em',
        'F',
        'F#m',
        'G',
        'G#m',
        'Gm',
      ].sort(),
    );
  });

  it.each(SHIFTS)(
    'moved by %d, every chord of the text has a diagram labelled with its name',
    (semitones) => {
      for (const body of sheets) {
        const shown = transposeBody(body, semitones);
        const occurrences = findChords(shown).occurrences;
        const strip = matchChords(
          occurrences.map((o) => o.symbol),
          database,
        );
        occurrences.forEach(({ symbol }, index) => {
          expect(strip[index]).toMatchObject({ name: symbol.written, found: true });
          expect(strip[index]!.guitar.length + strip[index]!.piano.length).toBeGreaterThan(0);
          expect(dictionaryName(symbol.written)).toBe(symbol.written);
        });
      }
    },
  );

  it.each(SHIFTS.filter((n) => n !== 0))(
    'moved by %d, black keys are spelled by the new key',
    (semitones) => {
      for (const body of sheets) {
        const shown = findChords(transposeBody(body, semitones)).occurrences.map((o) => o.symbol);
        const key = shown[0]!;
        const spelling = keySpelling(key.rootPitchClass, isMinorChord(key));
        const accidentals = new Set(shown.map((symbol) => accidentalOf(symbol.written)));
        if (spelling === 'flat') expect(accidentals.has('#')).toBe(false);
        if (spelling === 'sharp') expect(accidentals.has('b')).toBe(false);
      }
    },
  );

  it('keeps the sheet’s own spelling when untransposed', () => {
    const body = 'E     G#m\nLa marginea lumii\n';
    expect(transposeBody(body, 0)).toBe(body);
    expect(matchChords(findChords(body).chords, database).map((chord) => chord.name)).toEqual(['E', 'G#m']);
  });
});

describe('key spelling', () => {
  it.each([
    ['F', 'flat'],
    ['Bb', 'flat'],
    ['Eb', 'flat'],
    ['Ab', 'flat'],
    ['Db', 'flat'],
    ['G', 'sharp'],
    ['D', 'sharp'],
    ['A', 'sharp'],
    ['E', 'sharp'],
    ['B', 'sharp'],
    ['F#', 'sharp'],
    ['C', 'common'],
    ['Am', 'common'],
    ['Dm', 'flat'],
    ['Gm', 'flat'],
    ['Cm', 'flat'],
    ['Fm', 'flat'],
    ['Em', 'sharp'],
    ['Bm', 'sharp'],
    ['C#m', 'sharp'],
    ['G#m', 'sharp'],
  ])('%s writes %s', (key, spelling) => {
    const symbol = parseChordSymbol(key)!;
    expect(keySpelling(symbol.rootPitchClass, isMinorChord(symbol))).toBe(spelling);
  });

  it('transposes into a flat key with flats and into a sharp key with sharps', () => {
    expect(transposeBody('C  G  Am F\nla', 1)).toBe('Db Ab Bbm Gb\nla');
    expect(transposeBody('C  G  Am F\nla', 2)).toBe('D  A  Bm G\nla');
    expect(transposeBody('Em  C  D\nla', -2)).toBe('Dm  Bb C\nla');
  });
});

describe('the dictionary under each root spelling', () => {
  it('offers both spellings of every black key', () => {
    const values = rootOptions(database.roots).map((option) => option.value);
    expect(values).toEqual([
      'C',
      'C#',
      'Db',
      'D',
      'D#',
      'Eb',
      'E',
      'F',
      'F#',
      'Gb',
      'G',
      'G#',
      'Ab',
      'A',
      'A#',
      'Bb',
      'B',
    ]);
    expect(values.map(rootOfSpelling)).toContain('Ab');
  });

  it('names a chord as the sheet spells it', () => {
    expect(spelledChordName({ name: 'Abm', root: 'Ab' }, 'G#')).toBe('G#m');
    expect(spelledChordName({ name: 'Abm', root: 'Ab' }, 'Ab')).toBe('Abm');
    expect(spelledChordName({ name: 'C#maj7', root: 'C#' }, 'Db')).toBe('Dbmaj7');
  });
});

describe('chord labels', () => {
  it.each([
    ['G#m', 'G#m'],
    ['Abm', 'Abm'],
    ['am', 'Am'],
    ['a', 'Am'],
    ['H7', 'H7'],
    ['C♯m7', 'C#m7'],
    ['G/f#', 'G/F#'],
  ])('%s is shown as %s', (written, label) => {
    expect(chordLabel(parseChordSymbol(written)!)).toBe(label);
  });
});
