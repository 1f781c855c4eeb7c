/** @jest-environment node */
import { VALIDATION_OPTIONS } from '../validation/validationOptions';
import { chordCodeOfName, chordNameOf, chordSetKeyOf, transposeChordCode } from './chordCodes';
import {
  loopPeriodOf,
  PROGRESSION_MAX_DEGREES,
  parseDegree,
  progressionGrams,
  progressionLoopKeys,
  progressionStart,
  progressionSteps,
} from './degrees';
import { CHORD_SET_MESSAGES } from './messages';
import { musicKeyName } from './musicKey';
import { knownChordsBody, nextChordQuery, playableQuery, progressionQuery } from './schemas';
import { firstChordChanges, tabChordSetOf } from './tabChordSet';

const code = (name: string) => {
  const found = chordCodeOfName(name);
  if (found === undefined) throw new Error(name);
  return found;
};

describe('chord codes', () => {
  it('are one code per meaning, slash chords by their chord', () => {
    expect(code('am')).toBe(code('Am'));
    expect(code('A-')).toBe(code('Am'));
    expect(code('C7+')).toBe(code('Cmaj7'));
    expect(code('H7')).toBe(code('B7'));
    expect(chordCodeOfName('G/B')).toBe(code('G'));
    expect(chordCodeOfName('C7#11')).toBeUndefined();
    expect(chordCodeOfName('Xyz')).toBeUndefined();
  });

  it('name and transpose by the root', () => {
    expect(chordNameOf(code('em'))).toBe('Em');
    expect(chordNameOf(transposeChordCode(code('Em'), 3))).toBe('Gm');
    expect(chordNameOf(transposeChordCode(code('C'), -1))).toBe('B');
    expect(chordSetKeyOf([code('G'), code('C'), code('G')])).toBe(`${code('C')}.${code('G')}`);
  });
});

describe('a tab body', () => {
  const body = [
    'Strofa 1:',
    'Am      F',
    'Pe drum de seară',
    'C       G',
    'Și luna',
    'Am  Am  F  C7#11',
    'x',
  ].join('\n');

  it('gives its chords, the unknown ones, its key and its steps', () => {
    const set = tabChordSetOf(body);
    expect(set.key).toBeNull();
    expect(set.unknown).toEqual(['C7#11']);
    expect(set.musicKey && musicKeyName(set.musicKey)).toBe('Am');
    expect(set.changes.map((change) => change.label)).toEqual(['Am', 'F', 'C', 'G', 'Am', 'F', 'C7#11']);
    expect(set.steps).toEqual(['9m', '5M', '0M', '7M', '9m', '5M', '0M']);
  });

  it('without unknown chords has a key of its codes; without chords none', () => {
    expect(tabChordSetOf('G D\nla la\nEm C\n').key).toBe(chordSetKeyOf(['G', 'D', 'Em', 'C'].map(code)));
    expect(tabChordSetOf('doar versuri').key).toBeNull();
    expect(tabChordSetOf('G C D G\nla').musicKey).toEqual({ tonic: 7, minor: false });
  });

  it('gives its first changes without reading further, as the whole set has them', () => {
    const body = 'Intro: Am Am F\nla la\n\nStrofa:\nC G | Am\nla\nH7 Em\n';
    const { changes } = tabChordSetOf(body);
    expect(changes.map((change) => change.label)).toEqual(['Am', 'F', 'C', 'G', 'Am', 'H7', 'Em']);
    for (let count = 0; count <= changes.length + 1; count++) {
      expect(firstChordChanges(body, count)).toEqual(changes.slice(0, count));
    }
    const german = 'Am B H\nla\n';
    expect(firstChordChanges(german, 2)).toEqual(tabChordSetOf(german).changes.slice(0, 2));
    expect(firstChordChanges(german, 2)[1]!.root).toBe(10);
  });
});

describe('progressions', () => {
  const steps = (text: string) => progressionSteps(text.split('-').map((d) => parseDegree(d)!));

  it('read major and minor numerals as steps of the relative major', () => {
    expect(steps('I-V-vi-IV')).toEqual(['0M', '7M', '9m', '5M']);
    expect(steps('i-VI-III-VII')).toEqual(['9m', '5M', '0M', '7M']);
    expect(steps('ii-V-I')).toEqual(['2m', '7M', '0M']);
    expect(steps('I-bVII-IV')).toEqual(['0M', '10M', '5M']);
    expect(steps('I-I-V')).toEqual(['0M', '7M']);
    expect(parseDegree('vii°')).toEqual({ accidental: 0, scaleIndex: 6, triad: 'd' });
    expect(parseDegree('X')).toBeUndefined();
  });

  it('are found where they start', () => {
    const song = ['0M', '7M', '9m', '5M', '0M'];
    expect(progressionStart(song, ['9m', '5M', '0M'])).toBe(2);
    expect(progressionStart(song, ['5M', '7M'])).toBe(-1);
    expect(progressionGrams(['0M', '7M', '0M'])).toEqual(['0M-7M', '7M-0M', '0M-7M-0M']);
    const loop = ['9m', '5M', '0M', '7M', '9m', '5M'];
    expect(progressionGrams(loop)).toContain('9m-5M-0M-7M-9m');
    expect(progressionGrams(loop)).not.toContain('9m-5M-0M-7M-9m-5M');
  });

  it('index a loop played on past five steps once per turn, with how far it goes', () => {
    const song = ['2m', '9m', '5M', '0M', '7M', '9m', '5M', '0M', '7M', '9m', '4m'];
    const loops = progressionGrams(song).filter((gram) => gram.includes('~'));
    expect(loops.sort()).toEqual(['0M-7M-9m-5M~7', '5M-0M-7M-9m~8', '7M-9m-5M-0M~6', '9m-5M-0M-7M~8']);
    expect(progressionGrams(['0M', '7M', '0M', '7M', '0M', '7M', '0M'])).toEqual(
      expect.arrayContaining(['0M-7M~7', '7M-0M~6']),
    );
    expect(progressionGrams(['0M', '7M', '0M', '7M', '0M', '7M', '0M']).join()).not.toContain('0M-7M-0M-7M~');
    expect(loopPeriodOf(steps('vi-IV-I-V-vi-IV'))).toBe(4);
    expect(loopPeriodOf(steps('I-V-vi-iii-IV-I'))).toBeUndefined();
    expect(progressionLoopKeys(steps('vi-IV-I-V-vi-IV-I'))).toEqual(['9m-5M-0M-7M~7', '9m-5M-0M-7M~8']);
    expect(progressionLoopKeys(steps('vi-IV-I-V-vi'))).toBeUndefined();
  });

  it('find a looping query by its keys exactly where it is in the song (against every song of a small alphabet)', () => {
    const alphabet = ['0M', '7M', '9m', '5M'];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const randomSteps = (length: number) => {
      const out: string[] = [];
      while (out.length < length) {
        const step = alphabet[next(alphabet.length)]!;
        if (step !== out[out.length - 1]) out.push(step);
      }
      return out;
    };
    const loopQuery = () => {
      const turn = randomSteps(2 + next(3));
      if (turn.length > 2 && turn[0] === turn[turn.length - 1]) return undefined;
      const length = 6 + next(PROGRESSION_MAX_DEGREES - 5);
      return Array.from({ length }, (_, i) => turn[i % turn.length]!);
    };
    let found = 0;
    for (let i = 0; i < 2000; i++) {
      const song = randomSteps(4 + next(20));
      const query = loopQuery();
      const keys = query && progressionLoopKeys(query);
      if (!query || !keys) continue;
      const grams = new Set(progressionGrams(song));
      const byIndex = keys.some((key) => grams.has(key));
      expect({ song, query, byIndex }).toEqual({ song, query, byIndex: progressionStart(song, query) >= 0 });
      if (byIndex) found++;
    }
    expect(found).toBeGreaterThan(20);
  });
});

describe('query schemas', () => {
  it('turn chord names into distinct codes', () => {
    const { value, error } = playableQuery.validate({ chords: 'G, C,D,Em,G' }, VALIDATION_OPTIONS);
    expect(error).toBeUndefined();
    expect(value).toEqual({ chords: ['G', 'C', 'D', 'Em'].map(code), capo: '0', limit: 20, offset: 0 });
  });

  it.each([
    [{}, CHORD_SET_MESSAGES.chordsRequired],
    [{ chords: ' , ' }, CHORD_SET_MESSAGES.chordsRequired],
    [{ chords: 'G,Xm9q' }, 'Acordul „Xm9q” nu este în dicționar.'],
    [{ chords: 'G', capo: '3' }, CHORD_SET_MESSAGES.capoInvalid],
    [{ chords: 'G', limit: '0' }, CHORD_SET_MESSAGES.invalidListParameter],
  ])('refuse %p', (query, message) => {
    expect(playableQuery.validate(query, VALIDATION_OPTIONS).error?.details[0]?.message).toBe(message);
  });

  it('allow at most 24 chords', () => {
    const names = ['C', 'D', 'E', 'F', 'G', 'A'].flatMap((root) =>
      ['', 'm', '7', 'm7', 'maj7'].map((t) => root + t),
    );
    expect(nextChordQuery.validate({ chords: names.join(',') }, VALIDATION_OPTIONS).error?.message).toBe(
      CHORD_SET_MESSAGES.chordsTooMany,
    );
    expect(nextChordQuery.validate({ chords: names.slice(0, 24).join(',') }).error).toBeUndefined();
  });

  it('read 2–8 degrees', () => {
    expect(progressionQuery.validate({ degrees: 'I-V-vi-IV' }).value.degrees).toEqual([
      '0M',
      '7M',
      '9m',
      '5M',
    ]);
    expect(progressionQuery.validate({ degrees: 'I-I' }).error?.message).toBe(
      CHORD_SET_MESSAGES.degreesRequired,
    );
    expect(progressionQuery.validate({ degrees: 'I' }).error?.message).toBe(
      CHORD_SET_MESSAGES.degreesRequired,
    );
    expect(progressionQuery.validate({ degrees: 'I-V-vi-IV-I-V-vi-IV-I' }).error?.message).toBe(
      CHORD_SET_MESSAGES.degreesRequired,
    );
    expect(progressionQuery.validate({ degrees: 'I-Q' }).error?.message).toBe(
      'Treapta „Q” nu este o treaptă validă (de exemplu I, V, vi, bVII, vii°).',
    );
  });
});

describe('known chords body', () => {
  it('stores the dictionary spelling and refuses unknown or repeated chords', () => {
    expect(knownChordsBody.validate({ chords: ['am', 'C7+', 'H7'] }).value).toEqual({
      chords: ['Am', 'Cmaj7', 'B7'],
    });
    expect(knownChordsBody.validate({ chords: [] }).error).toBeUndefined();
    expect(knownChordsBody.validate({ chords: ['G', 'Qm'] }).error?.message).toBe(
      'Acordul „Qm” nu este în dicționar.',
    );
    expect(knownChordsBody.validate({ chords: ['am', 'Am'] }).error?.message).toBe(
      CHORD_SET_MESSAGES.chordsRepeated,
    );
    expect(knownChordsBody.validate({}).error?.message).toBe(CHORD_SET_MESSAGES.chordsRequired);
  });
});
