import { COMMENT_BODY_MAX } from '@acorduri/contracts';
import { type HydratedDocument, type InferSchemaType, model, Schema } from 'mongoose';
import { searchFieldsOf } from '../search/trigrams';

const commentSchema = new Schema(
  {
    tabId: { type: Schema.Types.ObjectId, ref: 'Tab', required: true },
    authorId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    body: { type: String, required: true, trim: true, maxlength: COMMENT_BODY_MAX },
    /** Normalised body and its trigrams (multikey index): the admin search reads candidates, not every comment. */
    searchBody: { type: String, default: '' },
    searchGrams: { type: [String], default: [] },
    /** The Idempotency-Key of the request that wrote it: a retry after a crash finds it instead of writing again. */
    requestKey: { type: String },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
// The tab page (newest first), 'Comentariile mele', and the latest-comments summary.
commentSchema.index({ tabId: 1, createdAt: -1 });
commentSchema.index({ authorId: 1, createdAt: -1 });
// Newest first with _id as the tie-breaker: the latest comments and the admin list read them in index order.
commentSchema.index({ createdAt: -1, _id: -1 });
commentSchema.index({ searchGrams: 1, createdAt: -1, _id: -1 });
commentSchema.index(
  { authorId: 1, requestKey: 1 },
  { unique: true, partialFilterExpression: { requestKey: { $exists: true } } },
);

/** The search fields of a comment's text; comments are never edited, so they are written once, with it. */
export function commentSearchFields(body: string) {
  const { normalised, grams } = searchFieldsOf(body.trim());
  return { searchBody: normalised[0] ?? '', searchGrams: grams };
}

export type Comment = InferSchemaType<typeof commentSchema>;
export type CommentDocument = HydratedDocument<Comment>;
export const CommentModel = model('Comment', commentSchema);
