import { musicKeyName, progressionGrams, tabChordSetOf } from '@acorduri/contracts';
import type { Schema } from 'mongoose';

/**
 * Raised when the derivation below changes: the start-up backfill then recomputes every older tab (2: runs of five
 * steps joined the progression index).
 */
export const CHORD_SET_VERSION = 2;

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
