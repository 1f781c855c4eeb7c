import { CHORD_TYPE_CATALOGUE, isValidGuitarVariant, isValidPianoVariant } from '@acorduri/contracts';
import { buildChordCatalogue } from './chordCatalogue';

describe('the generated chord catalogue', () => {
  const catalogue = buildChordCatalogue();

  it('has every root × type chord with valid guitar and piano variants', () => {
    expect(catalogue.chords).toHaveLength(12 * CHORD_TYPE_CATALOGUE.length);
    for (const chord of catalogue.chords) {
      expect(chord.guitar.length).toBeGreaterThan(0);
      expect(chord.piano.length).toBeGreaterThan(0);
      expect(chord.guitar.every(isValidGuitarVariant)).toBe(true);
      expect(chord.piano.every(isValidPianoVariant)).toBe(true);
      expect(chord.name.length).toBeLessThanOrEqual(10);
    }
  });

  it('names chords by root and type suffix', () => {
    const names = catalogue.chords.map((chord) => chord.name);
    expect(names).toEqual(
      expect.arrayContaining(['C', 'C#m', 'Ebmaj7', 'F#m7b5', 'Bbsus4', 'Adim7', 'Gadd9']),
    );
  });

  it('covers the required types', () => {
    const required = [
      'major',
      'm',
      '7',
      'maj7',
      'm7',
      '6',
      'm6',
      '9',
      'add9',
      'sus2',
      'sus4',
      '7sus4',
      'dim',
      'dim7',
    ];
    const names = CHORD_TYPE_CATALOGUE.map((type) => type.name);
    expect(names).toEqual(expect.arrayContaining([...required, 'aug', 'm7b5']));
    expect(CHORD_TYPE_CATALOGUE[0]).toMatchObject({ id: 1, name: 'major', fullName: 'Major' });
  });

  it('reports the few data-set fingerings the validator refuses instead of storing them', () => {
    for (const { problem } of catalogue.rejected) expect(problem).toEqual(expect.any(String));
  });
});
