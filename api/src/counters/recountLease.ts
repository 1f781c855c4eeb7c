import { model, Schema } from 'mongoose';
import { isDuplicateKeyError } from '../errors/duplicateKey';

const RECOUNT_ID = 'counters';

/**
 * The one counter recount document: who holds the right to recount (`holder` until `until`, so a holder that
 * died lets go by itself) and when a recount last completed.
 */
const counterRecountSchema = new Schema(
  {
    _id: { type: String, required: true },
    holder: { type: String, default: null },
    until: { type: Date, default: null },
    completedAt: { type: Date, default: null },
  },
  { versionKey: false, collection: 'counterrecounts' },
);

const CounterRecountModel = model('CounterRecount', counterRecountSchema);

/**
 * Takes (or renews) the recount lease for `ms`; false while another instance holds it. One conditional upsert:
 * two instances asking at once meet on the _id, and the loser's insert fails.
 */
export async function takeRecountLease(holder: string, ms: number): Promise<boolean> {
  const now = new Date();
  try {
    const taken = await CounterRecountModel.findOneAndUpdate(
      { _id: RECOUNT_ID, $or: [{ holder }, { holder: null }, { until: { $lt: now } }] },
      { $set: { holder, until: new Date(now.getTime() + ms) } },
      { upsert: true, returnDocument: 'after', projection: { _id: 1 } },
    ).lean();
    return taken !== null;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/** Lets the lease go; a completed recount is remembered. */
export async function releaseRecountLease(holder: string, completed: boolean): Promise<void> {
  await CounterRecountModel.updateOne(
    { _id: RECOUNT_ID, holder },
    { $set: { holder: null, until: null, ...(completed ? { completedAt: new Date() } : {}) } },
  );
}

/** When a recount last completed; null on a database this version never recounted (older or imported data). */
export async function lastCompletedRecount(): Promise<Date | null> {
  return (await CounterRecountModel.findById(RECOUNT_ID, { completedAt: 1 }).lean())?.completedAt ?? null;
}
