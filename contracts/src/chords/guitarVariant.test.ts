import {
  type GuitarVariant,
  isValidGuitarVariant,
  parseGuitarVariant,
  serialiseGuitarVariant,
} from './guitarVariant';

// C major in the open position: x32010
const C_MAJOR = ['I', 'x  o o', '----1-', '--2---', '-3----', '------', '------'].join('\n');

describe('guitar variant text', () => {
  it('parses a chord in the open position string by string', () => {
    const result = parseGuitarVariant(C_MAJOR);
    expect(result).toEqual({
      ok: true,
      value: {
        position: 1,
        strings: [
          { state: 'muted' },
          { state: 'fretted', fret: 3, finger: 3 },
          { state: 'fretted', fret: 2, finger: 2 },
          { state: 'open' },
          { state: 'fretted', fret: 1, finger: 1 },
          { state: 'open' },
        ],
      },
    });
  });

  it('round-trips a barre chord higher up the neck', () => {
    const barre: GuitarVariant = {
      position: 8,
      strings: [
        { state: 'fretted', fret: 1, finger: 1 },
        { state: 'fretted', fret: 3, finger: 3 },
        { state: 'fretted', fret: 3, finger: 4 },
        { state: 'fretted', fret: 2, finger: 2 },
        { state: 'fretted', fret: 1, finger: 1 },
        { state: 'fretted', fret: 1, finger: 1 },
      ],
    };
    const text = serialiseGuitarVariant(barre);
    expect(text.split('\n')).toEqual(['VIII', '      ', '1---11', '---2--', '-34---', '------', '------']);
    expect(parseGuitarVariant(text)).toEqual({ ok: true, value: barre });
  });

  it('accepts CRLF line breaks, a trailing break and a padded position', () => {
    expect(isValidGuitarVariant(`${C_MAJOR.replace(/\n/g, '\r\n')}\r\n`)).toBe(true);
    expect(isValidGuitarVariant(C_MAJOR.replace(/^I/, '   I  '))).toBe(true);
  });

  it.each([
    ['six lines', C_MAJOR.split('\n').slice(0, 6).join('\n')],
    ['position XIII', C_MAJOR.replace(/^I/, 'XIII')],
    ['position longer than 6 characters', C_MAJOR.replace(/^I/, '      I')],
    ['a letter in the open/muted line', C_MAJOR.replace('x  o o', 'y  o o')],
    ['a short fret row', C_MAJOR.replace('----1-', '----1')],
    ['finger 5', C_MAJOR.replace('----1-', '----5-')],
    ['a string both open and fretted', C_MAJOR.replace('------\n------', '-----2\n------')],
    ['a string neither muted, open nor fretted', C_MAJOR.replace('x  o o', 'x  o  ')],
    ['a string fretted twice', C_MAJOR.replace('--2---\n-3----', '--2---\n-32---')],
    ['an empty text', ''],
  ])('rejects %s', (_label, text) => {
    const result = parseGuitarVariant(text);
    expect(result.ok).toBe(false);
  });

  it('refuses to write what the format cannot hold', () => {
    expect(() => serialiseGuitarVariant({ position: 13, strings: [] })).toThrow(RangeError);
    expect(() =>
      serialiseGuitarVariant({
        position: 1,
        strings: Array.from({ length: 6 }, () => ({ state: 'fretted', fret: 6, finger: 1 }) as const),
      }),
    ).toThrow(RangeError);
  });
});
