import { type Model, model, Schema, type SchemaDefinition } from 'mongoose';
import { isDuplicateKeyError } from '../errors/duplicateKey';

/**
 * A lease kept in one document: which instance may do a job alone (`holder` until `until`, so a holder that died
 * lets go by itself).
 */
interface LeaseFields {
  _id: string;
  holder: string | null;
  until: Date | null;
}

export interface LeaseDocument {
  /** The model of the lease's collection (its schema holds the lease's fields and `fields`). */
  readonly model: Model<LeaseFields>;
  /**
   * Takes (or renews) the lease for `ms`; false while another instance holds it, unless that holder is one of
   * `goneHolders` (instances known to have stopped: their lease is not waited out). One conditional upsert: two
   * instances asking at once meet on the _id, and the loser's insert fails.
   */
  take(holder: string, ms: number, goneHolders?: readonly string[]): Promise<boolean>;
  /** Lets the lease go if `holder` holds it, setting `also` with it. */
  release(holder: string, also?: Record<string, unknown>): Promise<void>;
}

/** The lease document `id` of a collection of its own (`fields`: what else the document keeps). */
export function leaseDocument(options: {
  readonly modelName: string;
  readonly collection: string;
  readonly id: string;
  readonly fields?: SchemaDefinition;
}): LeaseDocument {
  const { id } = options;
  const Lease = model<LeaseFields>(
    options.modelName,
    new Schema(
      {
        _id: { type: String, required: true },
        holder: { type: String, default: null },
        until: { type: Date, default: null },
        ...options.fields,
      },
      { versionKey: false, collection: options.collection },
    ),
  );
  return {
    model: Lease,
    async take(holder, ms, goneHolders = []) {
      const now = new Date();
      try {
        const taken = await Lease.findOneAndUpdate(
          {
            _id: id,
            $or: [
              { holder },
              { holder: null },
              { until: { $lt: now } },
              { holder: { $in: [...goneHolders] } },
            ],
          },
          { $set: { holder, until: new Date(now.getTime() + ms) } },
          { upsert: true, returnDocument: 'after', projection: { _id: 1 } },
        ).lean();
        return taken !== null;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },
    async release(holder, also = {}) {
      await Lease.updateOne({ _id: id, holder }, { $set: { holder: null, until: null, ...also } });
    },
  };
}
