import { CAPO_RANGE, TRANSPOSE_RANGE } from '@acorduri/contracts';
import { model, Schema } from 'mongoose';

/** The key and capo one signed-in user reads one tab with; the tab's original key (0, 0) is not stored. */
const readerPreferenceSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    tabId: { type: Schema.Types.ObjectId, ref: 'Tab', required: true },
    transpose: { type: Number, required: true, min: TRANSPOSE_RANGE.min, max: TRANSPOSE_RANGE.max },
    capo: { type: Number, required: true, min: CAPO_RANGE.min, max: CAPO_RANGE.max },
  },
  { timestamps: true },
);
readerPreferenceSchema.index({ userId: 1, tabId: 1 }, { unique: true });
readerPreferenceSchema.index({ tabId: 1 });

export const ReaderPreferenceModel = model('ReaderPreference', readerPreferenceSchema);
