/** @jest-environment node */
import { isValidGuitarVariant, isValidPianoVariant } from '@acorduri/contracts';
import { CHORDS } from './fixtures';

it('uses only valid variant texts in the test fixtures', () => {
  for (const chord of CHORDS) {
    expect(chord.guitar.every(isValidGuitarVariant)).toBe(true);
    expect(chord.piano.every(isValidPianoVariant)).toBe(true);
  }
});
