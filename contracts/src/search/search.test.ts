import { VALIDATION_OPTIONS } from '../validation/common';
import { SEARCH_MESSAGES } from './messages';
import { normaliseSearchText, slugify } from './normalise';
import { autocompleteQuery } from './search.schemas';

const errorsOf = (search: unknown) =>
  autocompleteQuery.validate({ search }, VALIDATION_OPTIONS).error?.details.map((detail) => detail.message);

describe('search text', () => {
  it('normalises case, diacritics (comma and cedilla forms) and separators', () => {
    expect(normaliseSearchText('  Ștefan ŞI Ţăranu-Îngerii, ÂȚ ')).toBe('stefan si taranu ingerii at');
    expect(slugify('Ana-Maria Țurcanu!')).toBe('ana-maria-turcanu');
    expect(slugify('??')).toBe('');
  });

  it('accepts 3–45 letters, digits, hyphens, commas and spaces', () => {
    expect(errorsOf('Fără zahăr, 2-3')).toBeUndefined();
    expect(errorsOf('a'.repeat(46))).toEqual([SEARCH_MESSAGES.tooLong]);
    expect(errorsOf('ab!')).toEqual([SEARCH_MESSAGES.invalidCharacters]);
    expect(errorsOf('ab')).toEqual([SEARCH_MESSAGES.invalid]);
    expect(errorsOf(undefined)).toEqual([SEARCH_MESSAGES.invalid]);
  });
});
