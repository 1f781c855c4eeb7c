import { lyricExcerpt, TAB_DESCRIPTION_MAX_LENGTH, tabDescription, truncateAtWord } from './description';

// The detector is the caller's (mf-chords findChords on the tab page, tested with it there); here a plain one.
const chordLines = (...indexes: number[]) => {
  const set = new Set(indexes);
  return (_line: string, index: number) => set.has(index);
};

const SHEET = [
  'Intro: Am  G  C',
  '',
  'Strofa 1:',
  'Am          G',
  '  Cântă %ziua% de ieri,   prin',
  'C            E',
  'fereastra deschisă spre mare',
  'e|-----3-----|',
  'x2',
  'Refren:',
  'F         G',
  'și noaptea se-ntoarce acasă',
].join('\r\n');

describe('tab description', () => {
  it('joins the lyric lines without chord lines, labels, staves, breaks or %', () => {
    expect(lyricExcerpt(SHEET, chordLines(0, 3, 5, 10), 500)).toBe(
      'Cântă ziua de ieri, prin fereastra deschisă spre mare și noaptea se-ntoarce acasă',
    );
  });

  it('asks the detector about every line with its index', () => {
    const asked: [string, number][] = [];
    lyricExcerpt(
      'Am\nla la la',
      (line, index) => {
        asked.push([line, index]);
        return index === 0;
      },
      100,
    );
    expect(asked).toEqual([
      ['Am', 0],
      ['la la la', 1],
    ]);
  });

  it('cuts at a word boundary within the limit, with an ellipsis', () => {
    const body = Array.from({ length: 40 }, (_, i) => `vers${i} cu cuvinte multe`).join('\n');
    const description = lyricExcerpt(body, () => false, TAB_DESCRIPTION_MAX_LENGTH);
    expect(description.length).toBeLessThanOrEqual(TAB_DESCRIPTION_MAX_LENGTH);
    expect(description).toMatch(/…$/);
    expect(description).not.toMatch(/\s…$/);
    const words = description.slice(0, -1).split(' ');
    expect(body.replace(/\n/g, ' ').startsWith(words.join(' '))).toBe(true);
    expect(words.at(-1)).toMatch(/^(vers\d+|cu|cuvinte|multe)$/);
  });

  it('keeps a text that fits whole and drops punctuation before the ellipsis', () => {
    expect(truncateAtWord('scurt', 155)).toBe('scurt');
    expect(truncateAtWord('unu, doi, trei', 10)).toBe('unu, doi…');
    expect(truncateAtWord('unu doi', 4)).toBe('unu…');
    expect(truncateAtWord('supercalifragilistic', 8)).toBe('superca…');
  });

  it('puts the lead first and keeps the whole within the limit', () => {
    const lead = 'Acorduri Ana Lungu - Sărbătoare de iarnă';
    expect(tabDescription(SHEET, chordLines(0, 3, 5, 10), { lead })).toBe(
      `${lead}: Cântă ziua de ieri, prin fereastra deschisă spre mare și noaptea se-ntoarce acasă`,
    );
    const long = tabDescription('cuvânt '.repeat(100), () => false, { lead });
    expect(long.startsWith(`${lead}: cuvânt`)).toBe(true);
    expect(long.length).toBeLessThanOrEqual(TAB_DESCRIPTION_MAX_LENGTH);
  });

  it('is the lead alone for a text without lyrics', () => {
    expect(tabDescription('Am G\ne|--3--|', chordLines(0), { lead: 'Acorduri X - Y' })).toBe(
      'Acorduri X - Y',
    );
  });
});
