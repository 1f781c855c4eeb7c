import { type InferSchemaType, model, Schema } from 'mongoose';

/** Lookup collection of the 12 chord roots; `_id` is the root's public id (1 = C … 12 = B). */
const chordRootSchema = new Schema(
  {
    _id: { type: Number, required: true },
    name: { type: String, required: true },
    sharpName: { type: String, required: true },
    flatName: { type: String, required: true },
    pitchClass: { type: Number, required: true, min: 0, max: 11 },
  },
  { versionKey: false },
);

export type ChordRootRecord = InferSchemaType<typeof chordRootSchema>;
export const ChordRootModel = model('ChordRoot', chordRootSchema);
