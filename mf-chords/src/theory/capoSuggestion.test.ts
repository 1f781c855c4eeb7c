import { CAPO_SUGGESTION_MAX, suggestCapo } from './capoSuggestion';

const sheet = (...chordLines: string[]) => chordLines.map((line) => `${line}\nversuri aici`).join('\n');

describe('suggestCapo', () => {
  it('keeps the song without a capo when its chords are already open', () => {
    const suggestion = suggestCapo(sheet('C  G  Am  Em'));
    expect(suggestion?.capo).toBe(0);
    expect(suggestion?.openShare).toBe(1);
    expect(suggestion?.chords.map(({ shape }) => shape)).toEqual(['C', 'G', 'Am', 'Em']);
  });

  it('moves a song whose only barre chords have open shapes higher up', () => {
    // C G Am F Dm G7: F is a barre chord at capo 0 (5 of 6); capo 5 plays G D Em C Am D7, all open.
    const suggestion = suggestCapo(sheet('C  G  Am  F', 'Dm  G7'));
    expect(suggestion?.capo).toBe(5);
    expect(suggestion?.chords.map(({ shape }) => shape)).toEqual(['G', 'D', 'Em', 'C', 'Am', 'D7']);
  });

  it('finds the lowest fret that makes a song in Eb mostly open, never above the 7th', () => {
    const suggestion = suggestCapo(sheet('Eb  Bb  Cm  Ab'));
    // Capo 1: D, A, Bm, G (3 of 4); capo 3: C, G, Am, F and capo 6: A, E, F#m, D (3 of 4 too); capo 8 (G D Em C,
    // all open) is past the 7th fret.
    expect(suggestion?.capo).toBe(1);
    expect(suggestion?.openShare).toBe(3 / 4);
    expect(suggestion?.chords).toEqual([
      { heard: 'Eb', shape: 'D' },
      { heard: 'Bb', shape: 'A' },
      { heard: 'Cm', shape: 'Bm' },
      { heard: 'Ab', shape: 'G' },
    ]);
  });

  it('limits the suggestion to capos a guitarist uses (0 to 7): F C Dm Bb gets capo 3, not 10', () => {
    // All four are open at capo 10 (G D Em C); within 0–7 capo 3 (D A Bm G) and 5 (C G Am F) open 3 of 4.
    const suggestion = suggestCapo(sheet('F  C  Dm  Bb'));
    expect(suggestion?.capo).toBe(3);
    expect(suggestion?.chords.map(({ shape }) => shape)).toEqual(['D', 'A', 'Bm', 'G']);
    for (let semitones = -11; semitones <= 11; semitones++)
      expect(suggestCapo(sheet('F  C  Dm  Bb', 'Gm  A7'), semitones)?.capo).toBeLessThanOrEqual(
        CAPO_SUGGESTION_MAX,
      );
  });

  it('prefers the lower fret on a tie', () => {
    // F#m, D, A, E: open at capo 2 (Em, C, G, D) and at 0 only D, A, E (3 of 4); capo 2 and capo 7
    // (Bm ✗, G, D, A) → capo 2 wins with 4 of 4.
    const suggestion = suggestCapo(sheet('F#m  D  A  E'));
    expect(suggestion?.capo).toBe(2);
    expect(suggestion?.chords.map(({ shape }) => shape)).toEqual(['Em', 'C', 'G', 'D']);
    // A song that is all open at 0 and again elsewhere keeps 0.
    expect(suggestCapo(sheet('G  D  Em  C'))?.capo).toBe(0);
  });

  it('counts chords by meaning: songbook minors, German H, seventh spellings and slash chords', () => {
    const suggestion = suggestCapo(sheet('am  dm  E7', 'G/B  F7+'));
    expect(suggestion?.capo).toBe(0);
    expect(suggestion?.openShare).toBe(1);
    expect(suggestion?.chords.map(({ heard }) => heard)).toEqual(['Am', 'Dm', 'E7', 'G/B', 'F7+']);
    // In a German sheet H is B natural and B is B flat: H7 is the open B7 shape, 'B' is a barre Bb.
    const german = suggestCapo(sheet('am  H7  E  B'));
    expect(german?.chords.map(({ heard }) => heard)).toEqual(['Am', 'B7', 'E', 'Bb']);
    expect(german?.capo).toBe(0);
    expect(german?.openShare).toBe(3 / 4);
  });

  it('suggests for the key the reader transposed to', () => {
    // C G Am F moved up 3 → Eb Bb Cm Ab, whose best capo is 3 (C G Am F shapes, F not open) or 8 (all open).
    const suggestion = suggestCapo(sheet('C  G  Am  Em'), 3);
    expect(suggestion?.chords.map(({ heard }) => heard)).toEqual(['Eb', 'Bb', 'Cm', 'Gm']);
    expect(suggestion?.capo).toBe(3);
    expect(suggestion?.chords.map(({ shape }) => shape)).toEqual(['C', 'G', 'Am', 'Em']);
  });

  it('has nothing to suggest for a text without chords', () => {
    expect(suggestCapo('doar versuri\nfără acorduri')).toBeUndefined();
  });
});
