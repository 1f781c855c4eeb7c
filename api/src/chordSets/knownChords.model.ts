import { model, Schema } from 'mongoose';

/** The chords a signed-in reader told "Ce pot cânta" they know, prefilled on their next visit and device. */
const knownChordsSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    chords: { type: [String], default: [] },
  },
  { timestamps: true },
);
knownChordsSchema.index({ userId: 1 }, { unique: true });

export const KnownChordsModel = model('KnownChords', knownChordsSchema);
