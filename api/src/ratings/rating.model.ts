import { RATING_MAX } from '@acorduri/contracts';
import { type InferSchemaType, model, Schema } from 'mongoose';

const ratingSchema = new Schema(
  {
    tabId: { type: Schema.Types.ObjectId, ref: 'Tab', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    rating: { type: Number, required: true, min: 0, max: RATING_MAX },
    /**
     * The Idempotency-Keys of the latest votes that wrote it: a retry after a crash finds its key and changes
     * nothing, even when a later vote replaced its value meanwhile.
     */
    requestKeys: { type: [String], default: undefined },
  },
  { timestamps: true },
);
// One rating per user per tab; a new vote updates it.
ratingSchema.index({ tabId: 1, userId: 1 }, { unique: true });
ratingSchema.index({ userId: 1 });

export type Rating = InferSchemaType<typeof ratingSchema>;
export const RatingModel = model('Rating', ratingSchema);
