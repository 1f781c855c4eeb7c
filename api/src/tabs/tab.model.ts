import { CATEGORY_SORT_OPTIONS } from '@acorduri/contracts';
import { type HydratedDocument, type InferSchemaType, model, Schema } from 'mongoose';
import { addChordSetIndexes, TAB_CHORD_SCHEMA } from '../chordSets/tabChordFields';
import { TAB_SORT_FIELDS, tabSortIndexKey } from './tabSortFields';

export const TAB_TITLE_MAX = 100;
export const TAB_BODY_MAX = 100000;
export const TEMP_ARTIST_MAX = 50;

/** A proposed edit of a tab: stored by the author, applied by an admin (approveDraft). */
const draftSchema = new Schema(
  {
    title: { type: String, required: true, maxlength: TAB_TITLE_MAX },
    body: { type: String, required: true, maxlength: TAB_BODY_MAX },
    artistId: { type: Schema.Types.ObjectId, ref: 'Artist', default: null },
    tempArtistName: { type: String, maxlength: TEMP_ARTIST_MAX, default: null },
  },
  { _id: false },
);

/** An admin's last decision on the tab's submission or proposed edit, shown to the author (#29). */
const reviewSchema = new Schema(
  {
    outcome: { type: String, enum: ['approved', 'rejected'], required: true },
    reason: { type: String, default: null },
    decidedAt: { type: Date, required: true },
  },
  { _id: false },
);

/** A trigram's public tabs in the most-favoured order: search, autocomplete and the admin's name search. */
export const TAB_SEARCH_GRAMS_INDEX = { searchGrams: 1, isPublic: 1, favouriteCount: -1, _id: -1 } as const;

const tabSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: TAB_TITLE_MAX },
    /** Unique per artist (tabs without an artist share the `null` scope). */
    slug: { type: String, required: true },
    artistId: { type: Schema.Types.ObjectId, ref: 'Artist', default: null },
    /** Free-text artist name of a tab whose artist is not in the catalogue yet (never public without artistId). */
    tempArtistName: { type: String, trim: true, maxlength: TEMP_ARTIST_MAX, default: null },
    authorId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    /** Plain text on the server; every response carries it encrypted (tabBodyCipher). */
    body: { type: String, required: true, maxlength: TAB_BODY_MAX },
    preview: { type: String, default: '' },
    tagIds: { type: [Schema.Types.ObjectId], ref: 'Tag', default: [] },
    isPublic: { type: Boolean, default: false },
    isExplicit: { type: Boolean, default: false },
    /** File names of the attachments (GridFS, owned by the attachment service), null when absent. */
    midi: { type: String, default: null },
    gtp: { type: String, default: null },
    ratingSum: { type: Number, default: 0 },
    ratingCount: { type: Number, default: 0 },
    /** ratingSum / ratingCount rounded to half steps (ratingOf). */
    rating: { type: Number, default: 0 },
    favouriteCount: { type: Number, default: 0 },
    commentCount: { type: Number, default: 0 },
    draftAvailable: { type: Boolean, default: false },
    draft: { type: draftSchema, default: null },
    /** In the review queue: a new submission never published yet, or a proposed edit (draft), awaiting a decision. */
    pendingReview: { type: Boolean, default: false },
    /** When the waiting submission or edit was sent: the queue is read oldest first. */
    reviewRequestedAt: { type: Date, default: null },
    review: { type: reviewSchema, default: null },
    /** Normalised artist name and title: sorting and the substring check of search. */
    searchArtist: { type: String, default: '' },
    searchTitle: { type: String, default: '' },
    /** Trigrams of searchArtist and searchTitle (multikey index): search candidates without a scan. */
    searchGrams: { type: [String], default: [] },
    /** Distinct normalised words of the body (multikey index): the admin's search in the tab text. */
    searchWords: { type: [String], default: [] },
    /** The Idempotency-Key of the submission that wrote it: a retry after a crash finds it instead of a copy. */
    requestKey: { type: String },
    /** The Idempotency-Keys of the last draft saves: a retry after a crash does not replace a later draft. */
    draftRequestKeys: { type: [String], default: undefined },
    ...TAB_CHORD_SCHEMA,
  },
  { timestamps: true },
);
tabSchema.index({ artistId: 1, slug: 1 }, { unique: true });
// The public lists in each order of the "Sortare" menu (newest or oldest, top rating, most favoured, artist A-Z),
// each then _id as tabSort breaks ties: isPublic pinned, a page is read in order from its offset, the rows before
// it passed over unread, with no sort of every public tab.
const PUBLIC_LIST_ORDERS = new Set(CATEGORY_SORT_OPTIONS.map((option) => option.orderby));
for (const orderby of PUBLIC_LIST_ORDERS)
  tabSchema.index({ isPublic: 1, ...tabSortIndexKey(TAB_SORT_FIELDS[orderby]) });
tabSchema.index({ isPublic: 1, artistId: 1, searchTitle: 1 });
tabSchema.index({ authorId: 1, createdAt: -1 });
tabSchema.index(
  { authorId: 1, requestKey: 1 },
  { unique: true, partialFilterExpression: { requestKey: { $exists: true } } },
);
// A category's public tabs in each order of its "Sortare" menu: the category and isPublic pinned, then the sort's
// fields and _id, so a page (however deep) is read in order from its offset instead of sorting the whole category
// (tagIds holds arrays, but pinned to one value it gives one key per tab, so mongod and the embedded engine both
// take the order from the index). A category page's total is counted from the keys; admin filters use the prefix.
for (const orderby of PUBLIC_LIST_ORDERS)
  tabSchema.index({ tagIds: 1, isPublic: 1, ...tabSortIndexKey(TAB_SORT_FIELDS[orderby]) });
// Search and autocomplete read one trigram's public tabs in their order (most favoured, then newest id: tabSort),
// so a page stops at its last match instead of sorting every tab holding the trigram.
tabSchema.index(TAB_SEARCH_GRAMS_INDEX);
tabSchema.index({ draftAvailable: 1 });
// The review queue ("De revizuit"): its equality, then its order (oldest request first), then _id as tabSort.
tabSchema.index({ pendingReview: 1, reviewRequestedAt: 1, _id: 1 });
// Admin tab manager: its filters, its word search in the text, and one index per sort (each sort's fields then
// _id, in tabSort order) so a page of a large result is read in order and the scan stops at the page's end.
tabSchema.index({ isExplicit: 1 });
tabSchema.index({ midi: 1 });
tabSchema.index({ gtp: 1 });
tabSchema.index({ searchWords: 1, isPublic: 1 });
for (const fields of Object.values(TAB_SORT_FIELDS)) tabSchema.index(tabSortIndexKey(fields));
addChordSetIndexes(tabSchema);

/** Average rating in half steps (0–5), 0 without votes. */
export function ratingOf(ratingSum: number, ratingCount: number): number {
  if (ratingCount <= 0) return 0;
  return Math.min(5, Math.max(0, Math.round((ratingSum / ratingCount) * 2) / 2));
}

export type Tab = InferSchemaType<typeof tabSchema>;
export type TabDocument = HydratedDocument<Tab>;
export type TabDraft = InferSchemaType<typeof draftSchema>;
export const TabModel = model('Tab', tabSchema);
