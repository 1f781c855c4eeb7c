import { type InferSchemaType, model, Schema } from 'mongoose';

const voteSchema = new Schema(
  {
    requestId: { type: Schema.Types.ObjectId, ref: 'TabRequest', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** The Idempotency-Key of the vote's request: a retry after a crash is answered, not refused as a second vote. */
    requestKey: { type: String },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
// One vote per user and request: the index, not a read-then-write, refuses the second one.
voteSchema.index({ requestId: 1, userId: 1 }, { unique: true });
voteSchema.index({ userId: 1 });

export type Vote = InferSchemaType<typeof voteSchema>;
export const VoteModel = model('Vote', voteSchema);
