import {
  type DegreeStep,
  firstChordChanges,
  type ProgressionQuery,
  type ProgressionTab,
  type ProgressionTabList,
  progressionKey,
  progressionLoopKeys,
} from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { escapeRegex } from '../search/searchFilter';
import { TabModel } from '../tabs/tab.model';
import { TAB_DETAIL_FIELDS, type TabRecord, toTabListItems } from '../tabs/tab.views';
import { oldestChordSetVersion } from './chordSet.backfill';
import { PLAYABLE_SORT } from './chordSetTabs';
import { partialWhile } from './partialAnswer';
import { indexedRunLengthAt, loopsIndexedAt } from './tabChordFields';

/** A row, its key and chain of steps (where the progression starts) and its body (the chords as written). */
const PROGRESSION_ROW_FIELDS = { ...TAB_DETAIL_FIELDS, musicKey: 1, progressionSteps: 1 } as const;

/** The query's runs of `length` (all of it when short enough): a song holding the progression holds each of them. */
function indexedRuns(steps: readonly DegreeStep[], length: number): string[] {
  const runs = new Set<string>();
  for (let start = 0; start + length <= steps.length; start++)
    runs.add(progressionKey(steps.slice(start, start + length)));
  return [...runs];
}

/** The run with the fewest public tabs: the one the index reads. */
async function rarestRun(runs: readonly string[]): Promise<string> {
  if (runs.length === 1) return runs[0]!;
  const counts = await Promise.all(
    runs.map((run) => TabModel.countDocuments({ progressionGrams: run, isPublic: true })),
  );
  return runs[counts.indexOf(Math.min(...counts))]!;
}

/**
 * The filter of the matching public tabs through one index key: a progression of indexed length is that key; any
 * other is its rarest indexed run, tested against each candidate's whole chain of steps by the database.
 */
async function runFilter(steps: readonly DegreeStep[], oldestVersion: number) {
  const length = Math.min(steps.length, indexedRunLengthAt(oldestVersion));
  return {
    progressionGrams: await rarestRun(indexedRuns(steps, length)),
    isPublic: true,
    ...(steps.length > length && {
      progressionSteps: { $regex: escapeRegex(`-${progressionKey(steps)}-`) },
    }),
  };
}

interface PageOfIds {
  ids: Types.ObjectId[];
  total: number;
}

/** A page of the tabs matching one filter, in the list order (read to its last row), and their total. */
async function pageOf(filter: object, offset: number, limit: number): Promise<PageOfIds> {
  const [tabs, total] = await Promise.all([
    TabModel.find(filter, { _id: 1 }).sort(PLAYABLE_SORT).skip(offset).limit(limit).lean(),
    TabModel.countDocuments(filter),
  ]);
  return { ids: tabs.map((tab) => tab._id), total };
}

type SortedRow = { _id: Types.ObjectId; favouriteCount: number; rating: number };

const inListOrder = (a: SortedRow, b: SortedRow) =>
  b.favouriteCount - a.favouriteCount ||
  b.rating - a.rating ||
  (b._id.toHexString() < a._id.toHexString() ? -1 : 1);

/**
 * A looping progression's page: each of its loop keys (one per length it may be played to) is one equality read in
 * the list order and counted from the keys, and the pages are merged here (as mongod's SORT_MERGE would merge an
 * $in's ranges; a song holds at most one of the keys, so nothing is met twice and the totals add up).
 */
async function loopPage(keys: readonly string[], offset: number, limit: number): Promise<PageOfIds> {
  const byKey = await Promise.all(
    keys.map(async (key) => {
      const filter = { progressionGrams: key, isPublic: true };
      const [rows, total] = await Promise.all([
        TabModel.find(filter, { _id: 1, favouriteCount: 1, rating: 1 })
          .sort(PLAYABLE_SORT)
          .limit(offset + limit)
          .lean<SortedRow[]>(),
        TabModel.countDocuments(filter),
      ]);
      return { rows, total };
    }),
  );
  const rows = byKey.flatMap((page) => page.rows).sort(inListOrder);
  return {
    ids: rows.slice(offset, offset + limit).map((row) => row._id),
    total: byKey.reduce((sum, page) => sum + page.total, 0),
  };
}

/**
 * A page of the matching tabs' ids and their total, from what the progression index of every tab holds (its
 * oldest version, while the background backfill runs): a longer progression that repeats a loop is read through
 * its loop keys once every tab has them, any other through one key.
 */
async function matchingPage(
  steps: readonly DegreeStep[],
  oldestVersion: number,
  offset: number,
  limit: number,
): Promise<PageOfIds> {
  const loops = loopsIndexedAt(oldestVersion) ? progressionLoopKeys(steps) : undefined;
  if (loops) return loopPage(loops, offset, limit);
  return pageOf(await runFilter(steps, oldestVersion), offset, limit);
}

/**
 * Where the progression first starts in a tab: its change found in the stored chain of steps (each step follows a
 * '-'), its line and chords read from the body only as far as the progression's end.
 */
function located(tab: TabRecord, steps: readonly DegreeStep[]) {
  const chain = tab.progressionSteps ?? '';
  const at = chain.indexOf(`-${progressionKey(steps)}-`);
  const change = at <= 0 ? 0 : chain.slice(0, at).split('-').length - 1;
  const changes = firstChordChanges(tab.body, change + steps.length).slice(change);
  return {
    key: tab.musicKey ?? '',
    start: { line: (changes[0]?.line ?? 0) + 1, change },
    chords: changes.map((chord) => chord.label),
  };
}

/** GET /api/tab/progression: public tabs whose chord changes hold the progression, in whatever key they are. */
export async function progressionTabs(query: ProgressionQuery): Promise<ProgressionTabList> {
  const oldest = await oldestChordSetVersion();
  const { ids, total } = await matchingPage(query.degrees, oldest, query.offset, query.limit);
  const records = await TabModel.find({ _id: { $in: ids } }, PROGRESSION_ROW_FIELDS).lean<TabRecord[]>();
  const byId = new Map(records.map((record) => [String(record._id), record]));
  const tabs = ids.flatMap((id) => byId.get(String(id)) ?? []);
  const items = await toTabListItems(tabs);
  return {
    tabs: items.map((item, index): ProgressionTab => ({ ...item, ...located(tabs[index]!, query.degrees) })),
    total,
    ...partialWhile(oldest),
  };
}
