import { REQUEST_ARTIST_MAX, REQUEST_TITLE_MAX } from '@acorduri/contracts';
import { type HydratedDocument, type InferSchemaType, model, Schema } from 'mongoose';

const requestSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: REQUEST_TITLE_MAX },
    /** The catalogue artist, or null with a free-text `tempArtist` an admin links later. */
    artistId: { type: Schema.Types.ObjectId, ref: 'Artist', default: null },
    tempArtist: { type: String, trim: true, maxlength: REQUEST_ARTIST_MAX, default: null },
    authorId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    voteCount: { type: Number, default: 0 },
    isPublic: { type: Boolean, default: true },
    /** Normalised title and artist name (normaliseSearchText): case- and diacritic-insensitive sorting. */
    searchTitle: { type: String, default: '' },
    searchArtist: { type: String, default: '' },
    /** The Idempotency-Key of the request that wrote it: a retry after a crash finds it instead of writing again. */
    requestKey: { type: String },
  },
  { timestamps: true },
);
requestSchema.index({ isPublic: 1, createdAt: -1 });
requestSchema.index({ isPublic: 1, voteCount: -1 });
requestSchema.index({ isPublic: 1, searchTitle: 1 });
requestSchema.index({ isPublic: 1, searchArtist: 1 });
requestSchema.index({ artistId: 1, isPublic: 1 });
requestSchema.index({ authorId: 1 });
requestSchema.index(
  { authorId: 1, requestKey: 1 },
  { unique: true, partialFilterExpression: { requestKey: { $exists: true } } },
);

export type TabRequest = InferSchemaType<typeof requestSchema>;
export type TabRequestDocument = HydratedDocument<TabRequest>;
export const TabRequestModel = model('TabRequest', requestSchema);
