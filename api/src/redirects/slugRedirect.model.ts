import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * An address a renamed artist or tab used to have (#29): `/artisti/{slug}` of an artist, `/acorduri/{artist}/{slug}`
 * of a tab (scoped by the artist it had then). It names the thing, not its next address, so it keeps leading to
 * the current one through any number of renames.
 */
const slugRedirectSchema = new Schema(
  {
    kind: { type: String, enum: ['artist', 'tab'], required: true },
    /** The artist a tab's old slug belonged to; null for artists. */
    scope: { type: Schema.Types.ObjectId, default: null },
    slug: { type: String, required: true },
    targetId: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: true },
);
slugRedirectSchema.index({ kind: 1, scope: 1, slug: 1 }, { unique: true });

export type SlugRedirect = InferSchemaType<typeof slugRedirectSchema>;
export const SlugRedirectModel = model('SlugRedirect', slugRedirectSchema);
