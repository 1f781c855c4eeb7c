import { guessMusicalKey, isChordLine } from './musicalKey';

describe('the key of a sheet', () => {
  it('is the first chord of the first line made only of chords, as root and minor mark', () => {
    expect(guessMusicalKey('Cântec\nIntro: Am7 F C/E G\nAm   F\nla la')).toBe('Am');
    expect(guessMusicalKey('Versul unu\n  F#m  D  A  E\n')).toBe('F#m');
    expect(guessMusicalKey('Refren:\nBb Cmaj7 Dsus4')).toBe('Bb');
    expect(guessMusicalKey('H  E  fis\nH E F#m')).toBe('B');
  });

  it('is unknown without a chord line', () => {
    expect(guessMusicalKey('A fost odată\nca niciodată')).toBeUndefined();
    expect(guessMusicalKey('')).toBeUndefined();
  });

  it('tells chord lines from lyrics', () => {
    expect(isChordLine('  Am    G  ')).toBe(true);
    expect(isChordLine('Intro: C G')).toBe(true);
    expect(isChordLine('Am iubit')).toBe(false);
    expect(isChordLine('')).toBe(false);
  });
});
