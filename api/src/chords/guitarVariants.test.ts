import { parseGuitarVariant } from '@acorduri/contracts';
import { convertGuitarPosition } from './guitarVariants';

describe('converting chords-db guitar fingerings', () => {
  it('writes C major in the open position (x32010)', () => {
    const result = convertGuitarPosition({
      frets: [-1, 3, 2, 0, 1, 0],
      fingers: [0, 3, 2, 0, 1, 0],
      baseFret: 1,
    });
    expect(result).toEqual({
      text: ['I', 'x  o o', '----1-', '--2---', '-3----', '------', '------'].join('\n'),
    });
  });

  it('keeps frets relative to baseFret and writes the position as a roman numeral', () => {
    // C major barre at the 8th fret: frets counted from baseFret 8
    const result = convertGuitarPosition({
      frets: [1, 3, 3, 2, 1, 1],
      fingers: [1, 3, 4, 2, 1, 1],
      baseFret: 8,
    });
    const parsed = 'text' in result ? parseGuitarVariant(result.text) : undefined;
    expect(parsed?.ok && parsed.value.position).toBe(8);
    expect(parsed?.ok && parsed.value.strings[2]).toEqual({ state: 'fretted', fret: 3, finger: 4 });
  });

  it('refuses fingerings the format cannot hold', () => {
    expect(
      convertGuitarPosition({ frets: [1, 1, 1, 1, 1, 1], fingers: [1, 1, 1, 1, 1, 1], baseFret: 13 }),
    ).toEqual({
      problem: expect.stringContaining('I–XII'),
    });
    expect(
      convertGuitarPosition({ frets: [-1, 3, 2, 0, 1, 0], fingers: [0, 3, 0, 0, 1, 0], baseFret: 1 }),
    ).toEqual({
      problem: expect.stringContaining('finger'),
    });
  });
});
