import { parsePianoVariant } from '@acorduri/contracts';
import { chordPitchClasses, pianoVariants } from './pianoVariants';

const keysOf = (text: string) => {
  const result = parsePianoVariant(text);
  return result.ok ? result.value.keys : [];
};

describe('piano variants from tonal', () => {
  it('reads the chord notes from tonal', () => {
    expect(chordPitchClasses('M', 'C')).toEqual([0, 4, 7]);
    expect(chordPitchClasses('m7b5', 'B')).toEqual([11, 2, 5, 9]);
  });

  it('gives root position and inversions in close position', () => {
    const variants = pianoVariants('M', 'C');
    expect(variants.map(keysOf)).toEqual([
      [0, 4, 7],
      [4, 7, 12],
      [7, 12, 16],
    ]);
  });

  it('keeps every voicing on the two-octave keyboard, even for high roots and big chords', () => {
    for (const [symbol, root] of [
      ['13', 'B'],
      ['maj9', 'A'],
      ['dim7', 'Bb'],
    ] as const) {
      const variants = pianoVariants(symbol, root);
      expect(variants.length).toBeGreaterThan(0);
      for (const text of variants) expect(keysOf(text).every((key) => key >= 0 && key < 24)).toBe(true);
    }
  });
});
