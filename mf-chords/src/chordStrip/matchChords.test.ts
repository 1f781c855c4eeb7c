/** @jest-environment node */
import { DATABASE } from '../testing/fixtures';
import { findChords } from '../theory';
import { matchChords } from './matchChords';

describe('matching tab chords to the dictionary', () => {
  it('finds entries whatever the spelling and shows slash chords by their upper chord', () => {
    const { chords } = findChords('am   A-   C/G   Cmaj7\nla');
    const matched = matchChords(chords, DATABASE);
    expect(matched.map((chord) => [chord.name, chord.found])).toEqual([
      ['Am', true],
      ['C/G', true],
      ['Cmaj7', false],
    ]);
    expect(matched[1]?.guitar).toEqual(DATABASE.chords[0]?.guitar);
  });
});
