import { isSearchable, SEARCH_MAX_LENGTH, validateSearchText } from './searchText';

describe('search text validation', () => {
  it('accepts letters with Romanian diacritics, digits, hyphen, comma and space', () => {
    expect(validateSearchText('Ștefan Bănică, Țară-țară 2')).toBeNull();
    expect(validateSearchText('şi ţara')).toBeNull();
  });

  it('rejects other characters with the spec message (cedilla forms as in the spec)', () => {
    expect(validateSearchText('acorduri!')).toBe(
      'Acest câmp permite doar litere, cifre, cratime, virgule şi spaţii',
    );
    expect(validateSearchText('a/b')).not.toBeNull();
  });

  it('rejects more than 45 characters with the spec message', () => {
    expect(validateSearchText('a'.repeat(SEARCH_MAX_LENGTH))).toBeNull();
    expect(validateSearchText('a'.repeat(SEARCH_MAX_LENGTH + 1))).toBe(
      'A fost depășit numărul maxim permis de caractere',
    );
  });

  it('counts diacritics as one character each', () => {
    expect(validateSearchText('ă'.repeat(SEARCH_MAX_LENGTH))).toBeNull();
  });

  it('is searchable only from 3 valid characters', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
    expect(isSearchable('ab!')).toBe(false);
  });

  it('takes message overrides', () => {
    expect(validateSearchText('!', { invalidChars: 'x' })).toBe('x');
  });
});
