/** @jest-environment node */
import { standardName } from './chordSymbol';
import { chordTokensOfLine, findChords } from './findChords';

const TAB = `Strofa 1:
Am          F         C        G
Am fost pe drum, și-am cântat o zi
   Dm        G/B     C
Ea nu m-a așteptat niciodată

Refren: F  G  | C  Am  (x2)
Da, da, e o zi
`;

describe('finding the chords of a tab', () => {
  it('takes chords from chord lines only, in order of first appearance', () => {
    const { chords } = findChords(TAB);
    expect(chords.map(standardName)).toEqual(['Am', 'F', 'C', 'G', 'Dm', 'G/B']);
  });

  it('records where each chord stands, so it can be rewritten in place', () => {
    const { occurrences } = findChords(TAB);
    const dm = occurrences.find((o) => o.symbol.written === 'Dm');
    expect(dm).toMatchObject({ line: 3, column: 3 });
    expect(occurrences).toHaveLength(11);
  });

  it('never mistakes Romanian lyrics for chords', () => {
    expect(chordTokensOfLine('Am fost pe drum')).toBeUndefined();
    expect(chordTokensOfLine('Da, da, e o zi')).toBeUndefined();
    expect(chordTokensOfLine('E')).toBeDefined();
    expect(chordTokensOfLine('a')).toBeUndefined();
    expect(chordTokensOfLine('Intro: Am  G')?.map((c) => c.symbol.written)).toEqual(['Am', 'G']);
  });

  it('reads lowercase minor chords where the text uses them', () => {
    const { chords } = findChords('am   dm   E\nla marginea drumului\na    e\n');
    expect(chords.map(standardName)).toEqual(['Am', 'Dm', 'E', 'Em']);
  });

  it('switches to German names when the text writes H', () => {
    const result = findChords('H7   B   e\nversuri\n');
    expect(result.german).toBe(true);
    expect(result.chords.map(standardName)).toEqual(['B7', 'Bb', 'Em']);
  });

  it('reads bracketed chords', () => {
    expect(findChords('(Am)  [G]\ntext').chords.map(standardName)).toEqual(['Am', 'G']);
  });
});
