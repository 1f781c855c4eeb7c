import { LETTER_IDS, LETTERS, letterById, letterIdOf } from './letters';

describe('letter map', () => {
  it('numbers # and the Romanian letters 0–31, skipping 3 (â), 12 (î) and 29 (x)', () => {
    expect(LETTERS.map((entry) => entry.letter).join(' ')).toBe(
      '# a ă b c d e f g h i j k l m n o p q r s ș t ț u v w y z',
    );
    expect(LETTER_IDS).toHaveLength(29);
    expect(LETTER_IDS).not.toEqual(expect.arrayContaining([3]));
    expect([3, 12, 29].map(letterById)).toEqual([undefined, undefined, undefined]);
    expect(letterById(31)).toEqual({ id: 31, letter: 'z' });
  });

  it('files a name under its first letter', () => {
    expect(letterIdOf('Ștefan Hrușcă')).toBe(23);
    expect(letterIdOf('Şerban (cu sedilă)')).toBe(23);
    expect(letterIdOf('ţambal')).toBe(25);
    expect(letterIdOf('Ăștia')).toBe(2);
    expect(letterIdOf('Îngerii')).toBe(11);
    expect(letterIdOf('Âna')).toBe(1);
    expect(letterIdOf('Émile')).toBe(7);
    expect(letterIdOf('Xenia')).toBe(0);
    expect(letterIdOf('3 Sud')).toBe(0);
    expect(letterIdOf('  zdob')).toBe(31);
    expect(letterIdOf('')).toBe(0);
  });
});
