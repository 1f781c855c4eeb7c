import { type ChordMark, chunkChordLine, chunkPair, chunkStaff, pairSheetLines } from './sheetLayout';

/** Reads a line as chords when every word is a capital chord-like name (what mf-chords decides in the app). */
const readChords = (line: string): ChordMark[] | undefined => {
  const words = [...line.matchAll(/\S+/g)];
  if (words.length === 0 || !words.every((word) => /^[A-H][#b]?m?7?$/.test(word[0]))) return undefined;
  return words.map((word) => ({ column: word.index ?? 0, text: word[0] }));
};

/** Each chunk's chord row and lyric row, joined as they would read if laid side by side. */
const rejoin = (chunks: { rows: readonly string[] }[], row: number) =>
  chunks.map((c) => c.rows[row]).join('');

describe('pairing chord lines with lyric lines', () => {
  it('pairs a chord line with the lyric under it and leaves other lines alone', () => {
    const text = 'Strofa 1:\nAm      F\nPe cărare mergeam\n\nC G\nRefren fără acorduri\n';
    expect(pairSheetLines(text, readChords)).toEqual([
      { kind: 'text', line: 'Strofa 1:' },
      {
        kind: 'pair',
        chords: 'Am      F',
        marks: [
          { column: 0, text: 'Am' },
          { column: 8, text: 'F' },
        ],
        lyric: 'Pe cărare mergeam',
      },
      { kind: 'text', line: '' },
      {
        kind: 'pair',
        chords: 'C G',
        marks: [
          { column: 0, text: 'C' },
          { column: 2, text: 'G' },
        ],
        lyric: 'Refren fără acorduri',
      },
    ]);
  });

  it('keeps chord-only lines alone: followed by an empty line, another chord line or the end', () => {
    const blocks = pairSheetLines('Am G\n\nC  F\nG  C\n', readChords);
    expect(blocks.map((block) => block.kind)).toEqual(['chords', 'text', 'chords', 'chords']);
  });

  it('reads lines without chords as text', () => {
    expect(pairSheetLines('Doar versuri aici\nși aici', readChords)).toEqual([
      { kind: 'text', line: 'Doar versuri aici' },
      { kind: 'text', line: 'și aici' },
    ]);
  });

  it('groups tablature staff lines (tab-only lines) into one staff, never pairing them', () => {
    const text = 'Am\ne|-----0---|\nB|---1-----|\nG|-2-------|\nversuri';
    const blocks = pairSheetLines(text, readChords);
    expect(blocks).toEqual([
      { kind: 'chords', chords: 'Am', marks: [{ column: 0, text: 'Am' }] },
      { kind: 'staff', lines: ['e|-----0---|', 'B|---1-----|', 'G|-2-------|'] },
      { kind: 'text', line: 'versuri' },
    ]);
  });
});

describe('cutting a pair into chunks', () => {
  const chords = 'Am        F       C';
  const lyric = 'Pe cărare mergeam spre casă';
  const marks = readChords(chords)!;

  it('cuts both rows at the same columns, at word starts, keeping each chord over its syllable', () => {
    const chunks = chunkPair(chords, marks, lyric);
    expect(chunks.map((chunk) => chunk.rows)).toEqual([
      ['Am ', 'Pe '],
      ['       ', 'cărare '],
      ['F       ', 'mergeam '],
      ['C    ', 'spre '],
      ['    ', 'casă'],
    ]);
    expect(chunks.map((chunk) => chunk.marks)).toEqual([
      [{ column: 0, text: 'Am' }],
      [],
      [{ column: 0, text: 'F' }],
      [{ column: 0, text: 'C' }],
      [],
    ]);
    expect(rejoin(chunks, 0).trimEnd()).toBe(chords);
    expect(rejoin(chunks, 1).trimEnd()).toBe(lyric);
  });

  it('never cuts through a chord name that reaches over a space', () => {
    const chunks = chunkPair('C#m7', readChords('C#m7')!, 'la la');
    expect(chunks.map((chunk) => chunk.rows)).toEqual([['C#m7 ', 'la la']]);
  });

  it('keeps chords written past the end of the lyric', () => {
    const chunks = chunkPair('Am   G     F', readChords('Am   G     F')!, 'Dor de');
    expect(rejoin(chunks, 0)).toBe('Am   G     F');
    expect(chunks.at(-1)?.marks).toEqual([{ column: 0, text: 'F' }]);
  });

  it('cuts a very long word every MAX_CHUNK columns, never through a chord name', () => {
    const word = 'Preaîndelungatacântareaaceeafărăsfârșit';
    const chordRow = `${' '.repeat(15)}Am`;
    const chunks = chunkPair(chordRow, readChords(chordRow)!, word, 16);
    expect(chunks.every((chunk) => chunk.rows[1]!.length <= 16)).toBe(true);
    expect(chunks[0]?.rows).toEqual([' '.repeat(15), word.slice(0, 15)]);
    expect(chunks[1]?.marks).toEqual([{ column: 0, text: 'Am' }]);
    expect(rejoin(chunks, 1)).toBe(word);
  });
});

describe('chord lines and staffs alone', () => {
  it('cuts a chord-only line before each chord', () => {
    const chunks = chunkChordLine('Intro: Am  G F', [
      { column: 7, text: 'Am' },
      { column: 11, text: 'G' },
      { column: 13, text: 'F' },
    ]);
    expect(chunks.map((chunk) => chunk.rows[0])).toEqual(['Intro: ', 'Am  ', 'G ', 'F']);
  });

  it('cuts every string of a staff at the same shared bar lines', () => {
    const chunks = chunkStaff(['e|--0--|--3--|', 'B|--1--|--0--|'], 16);
    expect(chunks.map((chunk) => chunk.rows)).toEqual([
      ['e|', 'B|'],
      ['--0--|', '--1--|'],
      ['--3--|', '--0--|'],
    ]);
  });

  it('cuts a long staff without bar lines every MAX_CHUNK columns', () => {
    const line = `e|${'-'.repeat(40)}`;
    const chunks = chunkStaff([line, line], 16);
    expect(chunks.every((chunk) => chunk.rows.every((row) => row.length <= 16))).toBe(true);
    expect(rejoin(chunks, 1)).toBe(line);
  });
});
