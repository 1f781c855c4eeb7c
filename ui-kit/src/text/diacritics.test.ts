import {
  foldDiacritics,
  foldForSearch,
  includesIgnoringDiacritics,
  normalizeRomanianCommas,
} from './diacritics';

describe('diacritics folding', () => {
  it('removes every Romanian diacritic, comma-below and cedilla forms alike', () => {
    expect(foldDiacritics('ăâîșşțţ ĂÂÎȘŞȚŢ')).toBe('aaisstt AAISSTT');
  });

  it('folds decomposed input the same as precomposed input', () => {
    expect(foldDiacritics('a\u0306')).toBe(foldDiacritics('ă'));
  });

  it('lower-cases for search and matches substrings ignoring case and diacritics', () => {
    expect(foldForSearch('Ștefan Bănică')).toBe('stefan banica');
    expect(includesIgnoringDiacritics('Ștefan Bănică Jr.', 'BANIC')).toBe(true);
    expect(includesIgnoringDiacritics('Ștefan Bănică Jr.', 'ţ')).toBe(true);
    expect(includesIgnoringDiacritics('Holograf', 'zdob')).toBe(false);
  });

  it('turns cedilla letters into comma-below letters', () => {
    expect(normalizeRomanianCommas('şi ţară ŞŢ')).toBe('și țară ȘȚ');
  });
});
