import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { model, Schema } from 'mongoose';
import { isDuplicateKeyError } from '../errors/duplicateKey';

const rateLimitHitSchema = new Schema(
  {
    /** The limiter's prefix and the client's key ('sign-in:1.2.3.4', 'write:user:…'). */
    _id: { type: String, required: true },
    hits: { type: Number, required: true },
    resetAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// MongoDB drops spent windows itself; increments still compare resetAt, the TTL monitor runs once a minute.
rateLimitHitSchema.index({ resetAt: 1 }, { expireAfterSeconds: 0 });

export const RateLimitHitModel = model('RateLimitHit', rateLimitHitSchema, 'ratelimithits');

const toInfo = (doc: { hits: number; resetAt: Date } | null): ClientRateLimitInfo | undefined =>
  doc ? { totalHits: doc.hits, resetTime: doc.resetAt } : undefined;

/**
 * An express-rate-limit store on one MongoDB collection, so every API instance on the database shares each
 * client's budget and a restart does not refill it. One atomic upsert per hit: a window that has ended (or never
 * began) restarts at 1 hit, ending `windowMs` after the database's clock ($$NOW, the same for every instance).
 */
export class MongoRateLimitStore implements Store {
  private windowMs = 60_000;

  /** Distinct per limiter: express-rate-limit refuses one store shared by two limiters. */
  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const doc = await RateLimitHitModel.findOne({
      _id: this.prefix + key,
      resetAt: { $gt: new Date() },
    }).lean();
    return toInfo(doc);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    try {
      return await this.hit(key);
    } catch (error) {
      // Two first hits of a key raced to insert it; the loser's retry finds the winner's document.
      if (!isDuplicateKeyError(error)) throw error;
      return this.hit(key);
    }
  }

  async decrement(key: string): Promise<void> {
    await RateLimitHitModel.updateOne(
      { _id: this.prefix + key, hits: { $gt: 0 }, resetAt: { $gt: new Date() } },
      { $inc: { hits: -1 } },
    );
  }

  async resetKey(key: string): Promise<void> {
    await RateLimitHitModel.deleteOne({ _id: this.prefix + key });
  }

  private async hit(key: string): Promise<ClientRateLimitInfo> {
    const ended = { $lte: [{ $ifNull: ['$resetAt', new Date(0)] }, '$$NOW'] };
    const doc = await RateLimitHitModel.findOneAndUpdate(
      { _id: this.prefix + key },
      [
        {
          $set: {
            hits: { $cond: [ended, 1, { $add: ['$hits', 1] }] },
            resetAt: { $cond: [ended, { $add: ['$$NOW', this.windowMs] }, '$resetAt'] },
          },
        },
      ],
      { upsert: true, returnDocument: 'after', updatePipeline: true },
    ).lean();
    if (!doc) throw new Error(`rate limit hit of ${this.prefix + key} was not stored`);
    return { totalHits: doc.hits, resetTime: doc.resetAt };
  }
}
