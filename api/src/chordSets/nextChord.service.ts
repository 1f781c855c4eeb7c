import {
  type ChordCode,
  chordNameOf,
  type NextChordList,
  type NextChordQuery,
  transposeChordCode,
} from '@acorduri/contracts';
import { heardByCapo } from './capoFrets';
import { oldestChordSetVersion } from './chordSet.backfill';
import { playableRows, publicTabCounts, publicTabsOfSets } from './chordSetTabs';
import { fittingChordSets } from './chordSetTree';
import { partialWhile } from './partialAnswer';

export const NEXT_CHORD_COUNT = 5;
export const NEXT_CHORD_EXAMPLES = 3;

/** For each chord the reader could learn: the sets it opens, each at the lowest fret it is played at. */
type Openings = Map<ChordCode, Map<string, number>>;

/**
 * GET /api/chords/next: the chords that, added to the reader's, make the most public tabs playable that are not
 * playable yet (at any fret tried), each with that count and the three most favoured of those tabs.
 */
export async function nextChords(query: NextChordQuery): Promise<NextChordList> {
  const [sets, oldest] = await Promise.all([
    fittingChordSets({ heardByCapo: heardByCapo(query.chords, query.capo), extras: 1 }),
    oldestChordSetVersion(),
  ]);
  const openings: Openings = new Map();
  for (const { key, fits } of sets) {
    if ([...fits.values()].includes(-1)) continue;
    for (const [capo, extra] of fits) {
      const shape = transposeChordCode(extra, -capo);
      const opened = openings.get(shape) ?? new Map<string, number>();
      opened.set(key, Math.min(opened.get(key) ?? capo, capo));
      openings.set(shape, opened);
    }
  }
  const counts = await publicTabCounts([...new Set(sets.map((set) => set.key))]);
  const ranked = [...openings]
    .map(([shape, opened]) => ({
      shape,
      opened,
      count: [...opened.keys()].reduce((sum, key) => sum + (counts.get(key) ?? 0), 0),
    }))
    .filter((candidate) => candidate.count > 0)
    .sort((a, b) => b.count - a.count || a.shape - b.shape)
    .slice(0, NEXT_CHORD_COUNT);
  return {
    chords: await Promise.all(
      ranked.map(async ({ shape, opened, count }) => {
        const tabs = await publicTabsOfSets([...opened.keys()], 0, NEXT_CHORD_EXAMPLES);
        const examples = await playableRows(tabs, (key) => opened.get(key) ?? 0, [...query.chords, shape]);
        return { chord: chordNameOf(shape), count, examples };
      }),
    ),
    ...partialWhile(oldest),
  };
}
