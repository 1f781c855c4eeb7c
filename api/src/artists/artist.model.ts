import { letterIdOf } from '@acorduri/contracts';
import { type HydratedDocument, type InferSchemaType, model, Schema } from 'mongoose';
import { searchFieldsOf } from '../search/trigrams';

export const ARTIST_NAME_MAX = 40;

const artistSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: ARTIST_NAME_MAX },
    slug: { type: String, required: true },
    /** Id in the spec's letter map (contracts LETTERS), derived from the name. */
    letterId: { type: Number, required: true, default: 0 },
    /** Public tabs of the artist (kept with atomic $inc by the tab service). */
    tabCount: { type: Number, default: 0 },
    /** Public requests for the artist (kept by the request service). */
    requestCount: { type: Number, default: 0 },
    /** The normalised name (lowercase, no diacritics): sorting and the substring check of search. */
    searchName: { type: String, required: true, default: '' },
    /** Trigrams of searchName (multikey index) used by search to find candidates without a scan. */
    searchGrams: { type: [String], default: [] },
    /** Writes under way that will reference the artist (artistReferences.ts): a delete waits until none is. */
    pendingWrites: { type: Number, default: 0 },
    /** When the newest lease lapses: past it, pendingWrites left by a killed process no longer block deletes. */
    leaseUntil: { type: Date, default: null },
    /** Set while an admin delete checks the artist's references: no new reference may start meanwhile. */
    deleting: { type: Boolean, default: false },
    /** When the delete mark was set: a mark left by a killed process lapses after the lease time. */
    deletingSince: { type: Date, default: null },
  },
  { timestamps: true },
);
artistSchema.index({ slug: 1 }, { unique: true });
artistSchema.index({ letterId: 1, searchName: 1 });
// Autocomplete reads one trigram's artists best known first (tabSort-like: tab count, then name).
artistSchema.index({ searchGrams: 1, tabCount: -1, searchName: 1 });
// The admin list's sorts end with _id (adminSort's tie-breaker): each is read in index order, walked backwards
// for desc, and the name index also serves the public A–Z order.
artistSchema.index({ searchName: 1, _id: 1 });
artistSchema.index({ tabCount: 1, _id: 1 });
artistSchema.index({ requestCount: 1, _id: 1 });
artistSchema.index({ createdAt: 1, _id: 1 });

/** The fields derived from an artist's name; set on every save and by bulk writes that bypass documents. */
export function artistDerivedFields(name: string): {
  letterId: number;
  searchName: string;
  searchGrams: string[];
} {
  const { normalised, grams } = searchFieldsOf(name);
  return { letterId: letterIdOf(name), searchName: normalised[0] ?? '', searchGrams: grams };
}

artistSchema.pre('validate', function deriveFromName() {
  if (this.isModified('name') || !this.searchName) Object.assign(this, artistDerivedFields(this.name));
});

export type Artist = InferSchemaType<typeof artistSchema>;
export type ArtistDocument = HydratedDocument<Artist>;
export const ArtistModel = model('Artist', artistSchema);
