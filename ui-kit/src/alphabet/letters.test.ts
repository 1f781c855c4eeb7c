import { ALPHABET_LETTERS, letterById, letterOf, SKIPPED_LETTER_IDS } from './letters';

describe('alphabet letters', () => {
  it('lists the spec letters in order', () => {
    expect(ALPHABET_LETTERS.map((entry) => entry.letter).join(' ')).toBe(
      '# a ă b c d e f g h i j k l m n o p q r s ș t ț u v w y z',
    );
  });

  it('numbers them from 0 skipping 3, 12 and 29', () => {
    const ids = ALPHABET_LETTERS.map((entry) => entry.id);
    const expected = Array.from({ length: 32 }, (_, id) => id).filter(
      (id) => !SKIPPED_LETTER_IDS.includes(id),
    );
    expect(ids).toEqual(expected);
    expect(letterById(2)?.letter).toBe('ă');
    expect(letterById(4)?.letter).toBe('b');
    expect(letterById(13)?.letter).toBe('j');
    expect(letterById(30)?.letter).toBe('y');
    expect(letterById(3)).toBeUndefined();
  });

  it('files names under their first letter', () => {
    expect(letterOf('Ștefan Bănică').letter).toBe('ș');
    expect(letterOf('ştefan').letter).toBe('ș');
    expect(letterOf('Ăla').letter).toBe('ă');
    expect(letterOf('Îngerii').letter).toBe('i');
    expect(letterOf('Âlbă').letter).toBe('a');
    expect(letterOf('3 Sud Est').letter).toBe('#');
    expect(letterOf('Xandra').letter).toBe('#');
    expect(letterOf('').letter).toBe('#');
  });
});
