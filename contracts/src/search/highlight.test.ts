import { splitHighlight } from './highlight';

const marked = (parts: ReturnType<typeof splitHighlight>) =>
  parts.map((part) => (part.highlighted ? `[${part.text}]` : part.text)).join('');

describe('splitHighlight', () => {
  it('marks every occurrence ignoring case and diacritics, keeping the original spelling', () => {
    expect(marked(splitHighlight('Sărbătoare și SARBATOARE', 'sarbatoare'))).toBe(
      '[Sărbătoare] și [SARBATOARE]',
    );
  });

  it('matches a diacritic query against plain text', () => {
    expect(marked(splitHighlight('Stefan Banica', 'Ștefan'))).toBe('[Stefan] Banica');
  });

  it('keeps decomposed characters whole', () => {
    const text = 'ba\u0306iat';
    expect(marked(splitHighlight(text, 'ba'))).toBe('[ba\u0306]iat');
  });

  it('highlights each word separately in words mode and merges overlaps', () => {
    expect(marked(splitHighlight('Vama Veche - Epilog', 'veche epi', { words: true }))).toBe(
      'Vama [Veche] - [Epi]log',
    );
    expect(marked(splitHighlight('aaaa', 'aa a', { words: true }))).toBe('[aaaa]');
  });

  it('returns the text unmarked for an empty query or no match, and nothing for empty text', () => {
    expect(splitHighlight('Holograf', '  ')).toEqual([{ text: 'Holograf', highlighted: false }]);
    expect(splitHighlight('Holograf', 'xyz')).toEqual([{ text: 'Holograf', highlighted: false }]);
    expect(splitHighlight('', 'a')).toEqual([]);
  });

  it('always joins back to the original text', () => {
    const text = 'Țară, țară, vrem ostași! 🎸 Ţară';
    expect(
      splitHighlight(text, 'tara')
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
    expect(marked(splitHighlight(text, 'tara'))).toBe('[Țară], [țară], vrem ostași! 🎸 [Ţară]');
  });
});
