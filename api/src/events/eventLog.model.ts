import { type InferSchemaType, model, Schema } from 'mongoose';
import { searchFieldsOf } from '../search/trigrams';

/** One account event. The email is copied so entries stay readable after the account is deleted. */
const eventLogSchema = new Schema(
  {
    code: { type: Number, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    email: { type: String, default: '' },
    ip: { type: String, default: '' },
    /** What an admin write changed, e.g. `artist 65f0… «Phoenix»` (empty for account events). */
    subject: { type: String, default: '' },
    /** Normalised email and subject and their trigrams (multikey index): the admin search reads candidates only. */
    searchText: { type: String, default: '' },
    searchGrams: { type: [String], default: [] },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
// The admin log's sorts end with _id (adminSort's tie-breaker), so the index gives the order without sorting.
eventLogSchema.index({ createdAt: -1, _id: -1 });
eventLogSchema.index({ code: 1, createdAt: -1, _id: -1 });
eventLogSchema.index({ userId: 1, createdAt: -1, _id: -1 });
eventLogSchema.index({ email: 1, _id: 1 });
eventLogSchema.index({ code: 1, _id: 1 });
eventLogSchema.index({ searchGrams: 1, createdAt: -1, _id: -1 });

/** The search fields of an entry; entries are never edited, so they are written once, with it. */
export function eventLogSearchFields(entry: { email?: string | null; subject?: string | null }) {
  const { normalised, grams } = searchFieldsOf(entry.email ?? '', entry.subject ?? '');
  // A line break never occurs in a normalised query, so no match spans the email and the subject.
  return { searchText: normalised.join('\n'), searchGrams: grams };
}

export type EventLogEntry = InferSchemaType<typeof eventLogSchema>;
export const EventLogModel = model('EventLog', eventLogSchema);
