import {
  type DegreeStep,
  INDEXED_PROGRESSION_LENGTH,
  musicKeyName,
  progressionGrams,
  tabChordSetOf,
} from '@acorduri/contracts';
import type { Schema } from 'mongoose';

/**
 * Raised when the derivation below changes: the backfill then brings every older tab up to it, in the background
 * (2: runs of five steps joined the progression index; 3: loops played past five steps joined it).
 */
export const CHORD_SET_VERSION = 3;

/**
 * The version since which a tab's chord set, unknown chords, key and chain of steps are derived as today: a tab
 * at it or later needs only its progression index again, which its stored chain gives without reading the body.
 */
export const STEPS_SINCE_VERSION = 1;

/** How long the runs are that the progression index of a tab derived at `version` holds all of. */
export const indexedRunLengthAt = (version: number) => (version >= 2 ? INDEXED_PROGRESSION_LENGTH : 4);

/** Whether the progression index of a tab derived at `version` holds its loops (progressionLoopKeys). */
export const loopsIndexedAt = (version: number) => version >= 3;

/**
 * What "Ce pot cânta" reads of a tab, stored on the tab itself so its queries are served by the tab indexes and
 * sorted by the tab's own favourites and rating: the distinct dictionary chords (`chordKey`, null when the tab has
 * no chords or a chord the dictionary lacks: such a tab is never playable), the unknown chord names (for the
 * admins), the probable key and the progression (its runs of 2 to INDEXED_PROGRESSION_LENGTH steps, and all its
 * steps for longer queries).
 */
export const TAB_CHORD_SCHEMA = {
  chordKey: { type: String, default: null },
  chordUnknown: { type: [String], default: [] },
  musicKey: { type: String, default: null },
  progressionGrams: { type: [String], default: [] },
  /** The steps joined and wrapped in '-' ('-0M-7M-9m-'), so a run is a substring test */
  progressionSteps: { type: String, default: '' },
  chordSetVersion: { type: Number },
} as const;

export function addChordSetIndexes(schema: Schema): void {
  // Playable tabs: each fitting chord set's public tabs in PLAYABLE_SORT order (merged across the sets of an $in).
  schema.index({ isPublic: 1, chordKey: 1, favouriteCount: -1, rating: -1, _id: -1 });
  schema.index({ progressionGrams: 1, isPublic: 1, favouriteCount: -1, rating: -1, _id: -1 });
  schema.index({ chordUnknown: 1 });
  schema.index({ chordSetVersion: 1 });
}

export function tabChordFields(body: string) {
  const set = tabChordSetOf(body);
  return {
    chordKey: set.key,
    chordUnknown: [...set.unknown],
    musicKey: set.musicKey ? musicKeyName(set.musicKey) : null,
    progressionGrams: progressionGrams(set.steps),
    progressionSteps: set.steps.length === 0 ? '' : `-${set.steps.join('-')}-`,
    chordSetVersion: CHORD_SET_VERSION,
  };
}

const stepsOfChain = (chain: string): DegreeStep[] => chain.split('-').filter((step) => step !== '');

/**
 * The fields a tab derived at STEPS_SINCE_VERSION or later needs to be at CHORD_SET_VERSION, from its stored chain
 * of steps ($set of these alone: the others are unchanged).
 */
export function progressionIndexFields(progressionSteps: string) {
  return {
    progressionGrams: progressionGrams(stepsOfChain(progressionSteps)),
    chordSetVersion: CHORD_SET_VERSION,
  };
}
