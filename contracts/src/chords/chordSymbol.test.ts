/** @jest-environment node */
import { parseChordSymbol, standardName } from './chordSymbol';

describe('reading chord names', () => {
  it.each([
    ['C', 'C', ''],
    ['Am', 'A', 'm'],
    ['C#m7', 'C#', 'm7'],
    ['Dbmaj7', 'C#', 'maj7'],
    ['D#m', 'Eb', 'm'],
    ['Bb7sus4', 'Bb', '7sus4'],
    ['F#m7b5', 'F#', 'm7b5'],
    ['Gdim7', 'G', 'dim7'],
    ['Eaug', 'E', 'aug'],
    ['Cadd9', 'C', 'add9'],
  ])('%s has root %s and quality %s', (text, root, quality) => {
    const symbol = parseChordSymbol(text);
    expect(symbol?.root).toBe(root);
    expect(symbol?.quality).toBe(quality);
  });

  it('reads slash chords', () => {
    const symbol = parseChordSymbol('G/B');
    expect(symbol?.root).toBe('G');
    expect(symbol?.bass).toEqual({ written: 'B', pitchClass: 11 });
    expect(standardName(symbol!)).toBe('G/B');
  });

  it('treats aliases of one chord type as the same type', () => {
    const chroma = (name: string) => parseChordSymbol(name)?.typeChroma;
    expect(chroma('Am')).toBe(chroma('A-'));
    expect(chroma('Cmaj7')).toBe(chroma('CM7'));
    // The Romanian songbook '7+' is the major seventh, not tonal's augmented seventh.
    expect(chroma('C7+')).toBe(chroma('Cmaj7'));
    expect(chroma('C')).not.toBe(chroma('Cm'));
  });

  it('understands lowercase minor names the way Romanian songbooks write them', () => {
    const am = parseChordSymbol('am');
    expect(am && standardName(am)).toBe('Am');
    expect(am?.style.lowercase).toBe(true);
    const bare = parseChordSymbol('d');
    expect(bare && standardName(bare)).toBe('Dm');
    expect(bare?.style.impliedMinor).toBe(true);
    const seventh = parseChordSymbol('e7');
    expect(seventh && standardName(seventh)).toBe('Em7');
  });

  it('reads the German H as B natural and, in such texts, B as B flat', () => {
    expect(parseChordSymbol('H7')?.root).toBe('B');
    expect(parseChordSymbol('B')?.root).toBe('B');
    expect(parseChordSymbol('B', { german: true })?.root).toBe('Bb');
  });

  it.each(['Da', 'Bine', 'Ea', 'Cântă', 'X', '', '|', 'G/', 'Am/Q'])('%s is not a chord', (text) => {
    expect(parseChordSymbol(text)).toBeUndefined();
  });
});
