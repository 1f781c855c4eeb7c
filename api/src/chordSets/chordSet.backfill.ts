import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Types } from 'mongoose';
import { TabModel } from '../tabs/tab.model';
import { rememberChordSets } from './chordSetTree';
import {
  CHORD_SET_VERSION,
  progressionIndexFields,
  STEPS_SINCE_VERSION,
  tabChordFields,
} from './tabChordFields';

/** Tabs read and written at a time: small enough that one batch holds the event loop a few milliseconds only. */
const BODY_BATCH = 50;
const CHAIN_BATCH = 200;
/** Bodies parsed between two turns of the event loop (a body takes up to about a millisecond). */
const BODIES_PER_TURN = 10;

export interface BackfillPacing {
  /** Asked before each batch: false stops the backfill there (the instance stops, or lost the lease). */
  readonly goOn?: () => Promise<boolean>;
  /** Awaited after each batch with its duration: the background backfill leaves the time between to reads. */
  readonly rest?: (batchMs: number) => Promise<void>;
}

interface OlderTab {
  _id: Types.ObjectId;
  body?: string;
  progressionSteps?: string;
  chordSetVersion?: number | null;
}

/**
 * One kind of older tab: which ones (by the version index), what is read of them and the $set that brings one to
 * CHORD_SET_VERSION. A tab never derived is read whole; one derived since STEPS_SINCE_VERSION needs its
 * progression index only, from its stored chain (fewer bytes read and written, a smaller oplog on MongoDB).
 */
interface OlderTabs {
  readonly filter: object;
  readonly fields: object;
  readonly batch: number;
  readonly update: (tabs: OlderTab[]) => Promise<object[]>;
}

async function derivedFromBodies(tabs: OlderTab[]): Promise<object[]> {
  const fields = [];
  for (const [index, tab] of tabs.entries()) {
    if (index > 0 && index % BODIES_PER_TURN === 0) await nextTurn();
    fields.push(tabChordFields(tab.body ?? ''));
  }
  // The sets join the tree before the tabs point at them.
  await rememberChordSets(fields.map((field) => field.chordKey));
  return fields;
}

const OLDER_TABS: readonly OlderTabs[] = [
  { filter: { chordSetVersion: null }, fields: { body: 1 }, batch: BODY_BATCH, update: derivedFromBodies },
  {
    filter: { chordSetVersion: { $lt: STEPS_SINCE_VERSION } },
    fields: { body: 1, chordSetVersion: 1 },
    batch: BODY_BATCH,
    update: derivedFromBodies,
  },
  {
    filter: { chordSetVersion: { $gte: STEPS_SINCE_VERSION, $lt: CHORD_SET_VERSION } },
    fields: { progressionSteps: 1, chordSetVersion: 1 },
    batch: CHAIN_BATCH,
    update: async (tabs) => tabs.map((tab) => progressionIndexFields(tab.progressionSteps ?? '')),
  },
];

/**
 * Brings tabs written before their chord set existed, or by an older derivation, to CHORD_SET_VERSION, a batch at
 * a time (never the archive in memory), tabs never derived first (they are missing from every answer until then).
 * Each write names the version it read, so a tab saved meanwhile (already current) is left as saved, and two
 * instances backfilling at once write each tab once; a stop loses nothing (the next start finds what is left).
 * Answers how many tabs it brought up to date.
 */
export async function backfillChordSets(pacing: BackfillPacing = {}): Promise<number> {
  let completed = 0;
  for (const older of OLDER_TABS) {
    for (;;) {
      if (pacing.goOn && !(await pacing.goOn())) return completed;
      const started = performance.now();
      const tabs = await TabModel.find(older.filter, older.fields).limit(older.batch).lean<OlderTab[]>();
      if (tabs.length === 0) break;
      const updates = await older.update(tabs);
      const { modifiedCount } = await TabModel.bulkWrite(
        tabs.map((tab, index) => ({
          updateOne: {
            filter: { _id: tab._id, chordSetVersion: tab.chordSetVersion ?? null },
            update: { $set: updates[index]! },
          },
        })),
        { ordered: false, timestamps: false },
      );
      completed += modifiedCount;
      await pacing.rest?.(performance.now() - started);
    }
  }
  return completed;
}

/** The oldest derivation among the tabs: 0 while some tab has none, CHORD_SET_VERSION when all are current. */
export async function oldestChordSetVersion(): Promise<number> {
  const oldest = await TabModel.findOne({}, { _id: 0, chordSetVersion: 1 })
    .sort({ chordSetVersion: 1 })
    .hint({ chordSetVersion: 1 })
    .lean<{ chordSetVersion?: number | null }>();
  if (!oldest) return CHORD_SET_VERSION;
  return oldest.chordSetVersion ?? 0;
}
