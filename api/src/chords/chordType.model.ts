import { type InferSchemaType, model, Schema } from 'mongoose';

/** Lookup collection of chord types; `_id` is the type's public id (1 = major). */
const chordTypeSchema = new Schema(
  {
    _id: { type: Number, required: true },
    name: { type: String, required: true },
    fullName: { type: String, required: true },
    suffix: { type: String, default: '' },
  },
  { versionKey: false },
);

export type ChordTypeRecord = InferSchemaType<typeof chordTypeSchema>;
export const ChordTypeModel = model('ChordType', chordTypeSchema);
