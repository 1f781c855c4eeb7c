import { model, Schema } from 'mongoose';

/** How long a stored response answers a retry with the same key (the front-ends retry within minutes). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

/**
 * The first response to a write sent with an `Idempotency-Key`: pending (status null) while it runs, then its
 * status and body. One per user, key and route (unique index), shared by every API instance.
 */
const idempotencyRecordSchema = new Schema({
  userId: { type: Schema.Types.ObjectId, required: true },
  key: { type: String, required: true },
  route: { type: String, required: true },
  /** Hash of the request body: the same key with another payload is a client bug, refused. */
  fingerprint: { type: String, required: true },
  startedAt: { type: Date, required: true },
  status: { type: Number, default: null },
  body: { type: Schema.Types.Mixed, default: null },
  createdAt: { type: Date, required: true },
});
idempotencyRecordSchema.index({ userId: 1, key: 1, route: 1 }, { unique: true });
idempotencyRecordSchema.index({ createdAt: 1 }, { expireAfterSeconds: IDEMPOTENCY_TTL_SECONDS });

export const IdempotencyRecordModel = model('IdempotencyRecord', idempotencyRecordSchema);
