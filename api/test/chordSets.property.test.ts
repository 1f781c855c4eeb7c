import {
  CAPO_MAX,
  type ChordCode,
  chordCodeOf,
  chordCodeOfName,
  chordNameOf,
  findChords,
  type PlayableTab,
  parseDegree,
  progressionStart,
  progressionSteps,
  tabChordSetOf,
  transposeChordCode,
} from '@acorduri/contracts';
import { SeededRandom } from '@acorduri/demo-data';
import { backfillChordSets } from '../src/chordSets/chordSet.backfill';
import { nextChords } from '../src/chordSets/nextChord.service';
import { playableTabs } from '../src/chordSets/playable.service';
import { progressionTabs } from '../src/chordSets/progression.service';
import { createLogger } from '../src/logger';
import { seedDemo } from '../src/seed/seedDemo';
import { TabModel } from '../src/tabs/tab.model';
import { startTestApi, type TestApi } from './support/testApi';

/** The demo archive's first tabs (PROPERTY_TABS=12500 checks the whole demo archive; slower). */
const TABS = Number(process.env.PROPERTY_TABS ?? 2500);
const CHORD_SETS = 200;

interface BruteTab {
  id: string;
  codes: ChordCode[] | null;
  favouriteCount: number;
  rating: number;
}

/** A tab's chords read straight from its body, without the stored fields or the chord-set tree. */
function bruteTab(tab: { _id: unknown; body: string; favouriteCount: number; rating: number }): BruteTab {
  const codes = findChords(tab.body).chords.map(chordCodeOf);
  const known = codes.every((code) => code !== undefined) && codes.length > 0;
  return {
    id: String(tab._id),
    codes: known ? [...new Set(codes as ChordCode[])] : null,
    favouriteCount: tab.favouriteCount,
    rating: tab.rating,
  };
}

const fretsOf = (capo: '0' | 'any') => (capo === 'any' ? CAPO_MAX : 0);

/** The lowest fret at which every chord of the tab, moved down by the fret, is one of the shapes; -1 when none. */
function bruteCapo(codes: readonly ChordCode[], shapes: ReadonlySet<ChordCode>, maxFret: number): number {
  for (let fret = 0; fret <= maxFret; fret++) {
    if (codes.every((code) => shapes.has(transposeChordCode(code, -fret)))) return fret;
  }
  return -1;
}

const listOrder = (a: BruteTab, b: BruteTab) =>
  b.favouriteCount - a.favouriteCount || b.rating - a.rating || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

async function allPlayable(
  chords: ChordCode[],
  capo: '0' | 'any',
): Promise<{ rows: PlayableTab[]; total: number }> {
  const rows: PlayableTab[] = [];
  for (;;) {
    const page = await playableTabs({ chords, capo, limit: 5000, offset: rows.length });
    rows.push(...page.tabs);
    if (page.tabs.length < 5000) return { rows, total: page.total };
  }
}

describe('play what you know, against a brute-force scan of the demo archive', () => {
  let api: TestApi;
  let tabs: BruteTab[];
  let pool: ChordCode[];
  const random = new SeededRandom('ce-pot-canta');

  beforeAll(async () => {
    api = await startTestApi();
    await seedDemo(createLogger('silent'), { tabs: TABS });
    const stored = await TabModel.find({ isPublic: true }, { body: 1, favouriteCount: 1, rating: 1 }).lean();
    tabs = stored.map(bruteTab);
    // The archive's chords, and their neighbours a capo away, so chord sets open songs and miss some.
    const used = new Set(tabs.flatMap((tab) => tab.codes ?? []));
    pool = [
      ...new Set(
        [...used].flatMap((code) => [code, transposeChordCode(code, 2), transposeChordCode(code, -3)]),
      ),
    ];
  }, 600_000);
  afterAll(() => api.stop());

  /**
   * Two sets in three start from a song's chords as shapes at a random fret, with chords added or one left out, so
   * many sets open songs and many just miss; the others are drawn from the pool alone.
   */
  function randomChordSet(): ChordCode[] {
    const extras = random.sample(pool, random.int(0, 3));
    if (random.next() < 1 / 3) return [...new Set([...extras, ...random.sample(pool, random.int(1, 6))])];
    const song = random.pick(tabs.filter((tab) => tab.codes)).codes!;
    const fret = random.int(0, CAPO_MAX);
    const shapes = song.map((code) => transposeChordCode(code, -fret));
    if (random.next() < 0.3) shapes.splice(random.int(0, shapes.length - 1), 1);
    return [...new Set([...shapes, ...extras])].slice(0, 24);
  }

  it('playable: every row uses only the given shapes at its capo, and no qualifying tab is missing', async () => {
    let withRows = 0;
    for (let i = 0; i < CHORD_SETS; i++) {
      const chords = randomChordSet();
      const capo = i % 2 === 0 ? '0' : 'any';
      const shapes = new Set(chords);
      const expected = tabs
        .map((tab) => ({ tab, fret: tab.codes ? bruteCapo(tab.codes, shapes, fretsOf(capo)) : -1 }))
        .filter(({ fret }) => fret >= 0)
        .sort((a, b) => listOrder(a.tab, b.tab));
      const { rows, total } = await allPlayable(chords, capo);
      expect(total).toBe(expected.length);
      expect(rows.map((row) => row.id)).toEqual(expected.map(({ tab }) => tab.id));
      rows.forEach((row, index) => {
        expect(row.capo).toBe(expected[index]!.fret);
        expect(row.chords.every((name) => shapes.has(chordCodeOfName(name)!))).toBe(true);
        const heard = expected[index]!.tab.codes!.map((code) =>
          chordNameOf(transposeChordCode(code, -row.capo)),
        );
        expect([...row.chords].sort()).toEqual([...heard].sort());
      });
      if (rows.length > 0) withRows++;
    }
    // The property says something only if many of the sets open songs.
    expect(withRows).toBeGreaterThan(CHORD_SETS / 4);
  }, 600_000);

  it('next: the counts equal a brute-force count of the tabs each chord opens', async () => {
    for (let i = 0; i < 40; i++) {
      const chords = randomChordSet();
      const capo = i % 2 === 0 ? '0' : 'any';
      const shapes = new Set(chords);
      const opened = new Map<ChordCode, number>();
      for (const tab of tabs) {
        if (!tab.codes || bruteCapo(tab.codes, shapes, fretsOf(capo)) >= 0) continue;
        const openers = new Set<ChordCode>();
        for (let fret = 0; fret <= fretsOf(capo); fret++) {
          const missing = tab.codes
            .map((code) => transposeChordCode(code, -fret))
            .filter((code) => !shapes.has(code));
          if (missing.length === 1) openers.add(missing[0]!);
        }
        for (const code of openers) opened.set(code, (opened.get(code) ?? 0) + 1);
      }
      const expected = [...opened]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, 5)
        .map(([code, count]) => ({ chord: chordNameOf(code), count }));
      const { chords: answered } = await nextChords({ chords, capo });
      expect(answered.map(({ chord, count }) => ({ chord, count }))).toEqual(expected);
      for (const suggestion of answered) {
        expect(suggestion.examples.length).toBe(Math.min(3, suggestion.count));
        const withIt = new Set([...shapes, chordCodeOfName(suggestion.chord)!]);
        for (const example of suggestion.examples) {
          expect(example.chords.every((name) => withIt.has(chordCodeOfName(name)!))).toBe(true);
          expect(example.chords).toContain(suggestion.chord);
        }
      }
    }
  }, 600_000);

  it.each([
    'I-V-vi-IV',
    'vi-IV-I-V',
    'i-VI-III-VII',
    'I-IV-V',
    'ii-V',
    'I-V-vi-IV-I',
    'vi-IV-I-V-vi',
    'I-IV-I-V-I',
    'vi-IV-I-V-vi-IV',
    'I-V-vi-IV-I-V-vi',
    'I-V-vi-IV-I-V-vi-IV',
    'I-V-I-V-I-V',
    'I-IV-V-I-IV-V-I',
    'ii-V-I-ii-V-I',
    'vi-V-IV-V-vi-V-IV-V',
    'I-V-vi-IV-vi-IV-I-V',
    'I-V-vi-iii-IV-I',
  ])(
    'progression %s: each match is verified by recomputing degrees, none is missing',
    async (text) => {
      const steps = progressionSteps(text.split('-').map((degree) => parseDegree(degree)!));
      const stored = await TabModel.find({ isPublic: true }, { body: 1 }).lean();
      const expected = stored.filter(
        (tab) => progressionStart(tabChordSetOf(tab.body).steps, steps) >= 0,
      ).length;
      const answer = await progressionTabs({ degrees: steps, limit: 100, offset: 0 });
      expect(answer.total).toBe(expected);
      expect(answer.tabs.length).toBe(Math.min(100, expected));
      const bodies = new Map(stored.map((tab) => [String(tab._id), tab.body]));
      for (const row of answer.tabs) {
        const set = tabChordSetOf(bodies.get(row.id)!);
        expect(set.steps.slice(row.start.change, row.start.change + steps.length)).toEqual(steps);
        expect(row.chords).toEqual(
          set.changes.slice(row.start.change, row.start.change + steps.length).map((c) => c.label),
        );
        expect(row.start.line).toBe(set.changes[row.start.change]!.line + 1);
      }
    },
    120_000,
  );

  it('long progressions answer the same from tabs on version 2 (before the backfill) and after it', async () => {
    const queries = ['vi-IV-I-V-vi-IV', 'I-V-vi-IV-I-V-vi-IV', 'I-IV-V-I-IV-V-I', 'I-V-vi-IV-vi-IV-I-V'].map(
      (text) => progressionSteps(text.split('-').map((degree) => parseDegree(degree)!)),
    );
    const answers = () =>
      Promise.all(queries.map((degrees) => progressionTabs({ degrees, limit: 30, offset: 10 })));
    const current = await answers();
    expect(current.some((answer) => answer.total > 30)).toBe(true);
    const stored = await TabModel.find({}, { progressionGrams: 1 }).lean();
    await TabModel.bulkWrite(
      stored.map((tab) => ({
        updateOne: {
          filter: { _id: tab._id },
          update: {
            $set: {
              chordSetVersion: 2,
              progressionGrams: tab.progressionGrams.filter((gram) => !gram.includes('~')),
            },
          },
        },
      })),
      { timestamps: false },
    );
    expect(await answers()).toEqual(current);
    expect(await backfillChordSets()).toBe(stored.length);
    expect(await answers()).toEqual(current);
  }, 600_000);
});
