import { CHORD_NAME_MAX } from '@acorduri/contracts';
import { type HydratedDocument, type InferSchemaType, model, Schema } from 'mongoose';

const chordSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: CHORD_NAME_MAX },
    /** Canonical root name (contracts CHORD_ROOTS: C, C#, D, Eb, …) */
    root: { type: String, required: true },
    typeId: { type: Number, default: null },
    /** Variant texts in the spec's formats, checked by the contracts validators before they get here */
    guitar: { type: [String], default: [] },
    piano: { type: [String], default: [] },
  },
  { timestamps: true },
);
chordSchema.index({ root: 1, typeId: 1 });
// Unique: the dictionary and the tab page find a chord by its name; the index, not a prior lookup, settles races.
chordSchema.index({ name: 1 }, { unique: true });
chordSchema.index({ createdAt: -1 });

export type ChordRecord = InferSchemaType<typeof chordSchema>;
export type ChordDocument = HydratedDocument<ChordRecord>;
export const ChordModel = model('Chord', chordSchema);
