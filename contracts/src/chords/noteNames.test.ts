import { NOTE_NAMES, noteName } from './noteNames';

describe('noteName', () => {
  it('names the 12 pitch classes from Do', () => {
    expect(NOTE_NAMES).toHaveLength(12);
    expect(noteName(0)).toBe('Do');
    expect(noteName(6)).toBe('Fa diez');
    expect(noteName(11)).toBe('Si');
  });

  it('names a key in any octave by its pitch class', () => {
    expect(noteName(12)).toBe('Do');
    expect(noteName(25)).toBe('Do diez');
  });
});
