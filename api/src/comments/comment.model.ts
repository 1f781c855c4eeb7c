import { COMMENT_BODY_MAX } from '@acorduri/contracts';
import { type HydratedDocument, type InferSchemaType, model, Schema } from 'mongoose';

const commentSchema = new Schema(
  {
    tabId: { type: Schema.Types.ObjectId, ref: 'Tab', required: true },
    authorId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    body: { type: String, required: true, trim: true, maxlength: COMMENT_BODY_MAX },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
// The tab page (newest first), 'Comentariile mele', and the latest-comments summary.
commentSchema.index({ tabId: 1, createdAt: -1 });
commentSchema.index({ authorId: 1, createdAt: -1 });
commentSchema.index({ createdAt: -1 });

export type Comment = InferSchemaType<typeof commentSchema>;
export type CommentDocument = HydratedDocument<Comment>;
export const CommentModel = model('Comment', commentSchema);
