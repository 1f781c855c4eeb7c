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

/** How long an instance may count a client's hits by itself before adding them to the shared budget. */
export const LOCAL_COUNT_MS = 1000;

/** A client's budget as this instance last read it, plus the hits it has counted since. */
interface LocalCount {
  readonly stored: number;
  readonly resetAt: Date;
  readonly readAt: number;
  pending: number;
}

/**
 * An express-rate-limit store on one MongoDB collection, so every API instance on the database shares each
 * client's budget and a restart does not refill it. A window that has ended (or never began) restarts, ending
 * `windowMs` after the database's clock ($$NOW, the same for every instance).
 *
 * A hit is one atomic upsert while the client is past half of its budget, in a new window, or last read more
 * than LOCAL_COUNT_MS ago; below half, the instance counts hits in memory and adds them with its next upsert
 * (at most LOCAL_COUNT_MS later, by a timer if the client stops). A reader paging through lists then costs the
 * database one write a second instead of one per page; the price is that a client spread over N instances may
 * pass half of its budget by up to N times the hits of one LOCAL_COUNT_MS before every instance counts exactly.
 */
export class MongoRateLimitStore implements Store {
  private windowMs = 60_000;
  private limit = 0;
  private readonly local = new Map<string, LocalCount>();
  private flushing: NodeJS.Timeout | undefined;

  /** Distinct per limiter: express-rate-limit refuses one store shared by two limiters. */
  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    // A limit computed per request cannot say where half of it is: every hit is then stored at once.
    this.limit = typeof options.limit === 'number' ? options.limit : 0;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const doc = await RateLimitHitModel.findOne({
      _id: this.prefix + key,
      resetAt: { $gt: new Date() },
    }).lean();
    return toInfo(doc && { ...doc, hits: doc.hits + (this.local.get(key)?.pending ?? 0) });
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const counted = this.local.get(key);
    if (counted && this.countsLocally(counted)) {
      counted.pending += 1;
      return { totalHits: counted.stored + counted.pending, resetTime: counted.resetAt };
    }
    const hits = 1 + (counted?.pending ?? 0);
    if (counted) counted.pending = 0;
    return this.store(key, hits);
  }

  async decrement(key: string): Promise<void> {
    await RateLimitHitModel.updateOne(
      { _id: this.prefix + key, hits: { $gt: 0 }, resetAt: { $gt: new Date() } },
      { $inc: { hits: -1 } },
    );
  }

  async resetKey(key: string): Promise<void> {
    this.local.delete(key);
    await RateLimitHitModel.deleteOne({ _id: this.prefix + key });
  }

  /** Adds every hit still counted in memory to the database (a stopping instance's last word). */
  async shutdown(): Promise<void> {
    clearTimeout(this.flushing);
    this.flushing = undefined;
    await this.flush(0);
  }

  private countsLocally(counted: LocalCount): boolean {
    const now = Date.now();
    return (
      now - counted.readAt < LOCAL_COUNT_MS &&
      now < counted.resetAt.getTime() &&
      2 * (counted.stored + counted.pending + 1) <= this.limit
    );
  }

  private async store(key: string, hits: number): Promise<ClientRateLimitInfo> {
    try {
      return await this.add(key, hits);
    } catch (error) {
      // Two first hits of a key raced to insert it; the loser's retry finds the winner's document.
      if (!isDuplicateKeyError(error)) throw error;
      return this.add(key, hits);
    }
  }

  /** Adds `hits` to the stored budget (a new window when it has ended) and keeps what it now holds. */
  private async add(key: string, hits: number): Promise<ClientRateLimitInfo> {
    const ended = { $lte: [{ $ifNull: ['$resetAt', new Date(0)] }, '$$NOW'] };
    const doc = await RateLimitHitModel.findOneAndUpdate(
      { _id: this.prefix + key },
      [
        {
          $set: {
            hits: { $cond: [ended, hits, { $add: ['$hits', hits] }] },
            resetAt: { $cond: [ended, { $add: ['$$NOW', this.windowMs] }, '$resetAt'] },
          },
        },
      ],
      { upsert: true, returnDocument: 'after', updatePipeline: true },
    ).lean();
    if (!doc) throw new Error(`rate limit hit of ${this.prefix + key} was not stored`);
    const pending = this.local.get(key)?.pending ?? 0;
    this.local.set(key, { stored: doc.hits, resetAt: doc.resetAt, readAt: Date.now(), pending });
    this.flushLater();
    return { totalHits: doc.hits + pending, resetTime: doc.resetAt };
  }

  /**
   * Hits counted in memory reach the database within LOCAL_COUNT_MS even when their client asks nothing more, and
   * what was read more than LOCAL_COUNT_MS ago is forgotten (the next hit reads it again).
   */
  private flushLater(): void {
    if (this.flushing) return;
    this.flushing = setTimeout(() => {
      this.flushing = undefined;
      void this.flush();
    }, LOCAL_COUNT_MS).unref();
  }

  /** Stores the hits of the keys read at least `age` ms ago and forgets them. */
  private async flush(age = LOCAL_COUNT_MS): Promise<void> {
    const now = Date.now();
    for (const [key, counted] of this.local) {
      if (now - counted.readAt < age) continue;
      this.local.delete(key);
      if (counted.pending > 0 && now < counted.resetAt.getTime()) {
        // A failed write leaves the hits uncounted: the budget is a guard, not a ledger.
        await this.store(key, counted.pending).catch(() => undefined);
      }
    }
    if (this.local.size > 0) this.flushLater();
  }
}
