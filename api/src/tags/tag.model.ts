import { normaliseSearchText } from '@acorduri/contracts';
import { type HydratedDocument, type InferSchemaType, model, Schema } from 'mongoose';

export const TAG_NAME_MAX = 40;

const tagSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: TAG_NAME_MAX },
    slug: { type: String, required: true },
    isPublic: { type: Boolean, default: false },
    /** Public tabs carrying the tag (kept with atomic $inc by the tab service). */
    tabCount: { type: Number, default: 0 },
    /** The normalised name (lowercase, no diacritics): the admin list's sorting and search. */
    searchName: { type: String, default: '' },
  },
  { timestamps: true },
);
tagSchema.index({ slug: 1 }, { unique: true });
tagSchema.index({ isPublic: 1, tabCount: -1 });

tagSchema.pre('validate', function deriveFromName() {
  if (this.isModified('name') || !this.searchName) this.searchName = normaliseSearchText(this.name);
});

export type Tag = InferSchemaType<typeof tagSchema>;
export type TagDocument = HydratedDocument<Tag>;
export const TagModel = model('Tag', tagSchema);
