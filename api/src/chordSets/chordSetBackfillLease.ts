import { model, Schema } from 'mongoose';
import { isDuplicateKeyError } from '../errors/duplicateKey';

const BACKFILL_ID = 'chord-sets';

/**
 * The one chord-set backfill document: which instance may rewrite older tabs (`holder` until `until`, so a holder
 * that died lets go by itself). Several instances on one database start together: one backfills, the others wait.
 */
const chordSetBackfillSchema = new Schema(
  {
    _id: { type: String, required: true },
    holder: { type: String, default: null },
    until: { type: Date, default: null },
  },
  { versionKey: false, collection: 'chordsetbackfills' },
);

const ChordSetBackfillModel = model('ChordSetBackfill', chordSetBackfillSchema);

/**
 * Takes (or renews) the backfill lease for `ms`; false while another instance holds it. One conditional upsert:
 * two instances asking at once meet on the _id, and the loser's insert fails.
 */
export async function takeBackfillLease(holder: string, ms: number): Promise<boolean> {
  const now = new Date();
  try {
    const taken = await ChordSetBackfillModel.findOneAndUpdate(
      { _id: BACKFILL_ID, $or: [{ holder }, { holder: null }, { until: { $lt: now } }] },
      { $set: { holder, until: new Date(now.getTime() + ms) } },
      { upsert: true, returnDocument: 'after', projection: { _id: 1 } },
    ).lean();
    return taken !== null;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

export async function releaseBackfillLease(holder: string): Promise<void> {
  await ChordSetBackfillModel.updateOne(
    { _id: BACKFILL_ID, holder },
    { $set: { holder: null, until: null } },
  );
}
