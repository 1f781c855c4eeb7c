import { model, Schema } from 'mongoose';

/**
 * The chord sets of the archive as a tree of prefixes: every leading part of each tab's `chordKey` ('7', '7.57',
 * '7.57.62'), with its parent and whether a tab's whole set ends there. The subsets of a reader's chords that are
 * some tab's set are found by walking down from the root through the children that fit, so the work follows the
 * sets that exist, not the 2^n subsets of the reader's chords. Prefixes are never removed (a stale one only costs
 * a lookup: the tabs are then read by their chordKey).
 */
const chordSetPrefixSchema = new Schema(
  {
    _id: { type: String, required: true },
    parent: { type: String, default: '' },
    full: { type: Boolean, default: false },
  },
  { versionKey: false },
);
chordSetPrefixSchema.index({ parent: 1 });

export const ChordSetPrefixModel = model('ChordSetPrefix', chordSetPrefixSchema);
