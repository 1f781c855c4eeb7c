import { isBlackKey, isValidPianoVariant, parsePianoVariant, serialisePianoVariant } from './pianoVariant';

describe('piano variant text', () => {
  it('writes C major (C E G) and reads it back', () => {
    const text = serialisePianoVariant({ keys: [0, 4, 7] });
    expect(text).toBe('|| ||| || ||| \n0 0 0         ');
    expect(parsePianoVariant(text)).toEqual({ ok: true, value: { keys: [0, 4, 7] } });
  });

  it('marks black keys on the first line and reaches the second octave', () => {
    // Bb major in the second inversion-free spread: Bb D F over two octaves
    const text = serialisePianoVariant({ keys: [10, 14, 17] });
    const [black, white] = text.split('\n');
    expect(black).toBe('|| ||0 || ||| ');
    expect(white).toBe('        0 0   ');
    expect(parsePianoVariant(text)).toEqual({ ok: true, value: { keys: [10, 14, 17] } });
  });

  it('accepts spaces for unpressed black keys', () => {
    expect(isValidPianoVariant(`${' '.repeat(14)}\n0 0 0         `)).toBe(true);
  });

  it.each([
    ['one line', '|| ||| || ||| '],
    ['13 characters', '|| ||| || |||\n0 0 0        '],
    ['a pressed black key where there is none (after E)', '||0||| || ||| \n0 0 0         '],
    ['a bar on the white-key line', '|| ||| || ||| \n0|0 0         '],
    ['nothing pressed', '|| ||| || ||| \n              '],
  ])('rejects %s', (_label, text) => {
    expect(isValidPianoVariant(text)).toBe(false);
  });

  it('refuses keys outside the two octaves', () => {
    expect(() => serialisePianoVariant({ keys: [24] })).toThrow(RangeError);
    expect(() => serialisePianoVariant({ keys: [] })).toThrow(RangeError);
  });

  it('knows the black keys', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 13].map(isBlackKey)).toEqual([
      false,
      true,
      false,
      true,
      false,
      false,
      true,
      true,
    ]);
  });
});
