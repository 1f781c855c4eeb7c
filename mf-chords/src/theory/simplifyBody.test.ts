/** @jest-environment node */
import { parseChordSymbol } from '@acorduri/contracts';
import { baseTriadName, simplifyBody } from './simplifyBody';

const triad = (name: string) => baseTriadName(parseChordSymbol(name)!);

describe('simplifying chords', () => {
  it('keeps the base triad of each chord', () => {
    expect(
      ['Cmaj7', 'Am7', 'Dsus4', 'G7', 'E7/G#', 'F#m7b5', 'Caug7', 'Bbadd9', 'C7+', 'am7', 'a', 'H7'].map(
        triad,
      ),
    ).toEqual(['C', 'Am', 'D', 'G', 'E', 'F#dim', 'Caug', 'Bb', 'C', 'am', 'a', 'H']);
  });

  it('rewrites the chord lines only, each chord in its column', () => {
    const body = 'Cmaj7    Am7     Dsus4\nCântă Am vântul peste sat\nG7  C\n';
    expect(simplifyBody(body)).toBe('C        Am      D\nCântă Am vântul peste sat\nG   C\n');
  });
});
