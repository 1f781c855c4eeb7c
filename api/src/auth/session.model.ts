import { type InferSchemaType, model, Schema } from 'mongoose';

const sessionSchema = new Schema(
  {
    /** SHA-256 of the cookie token: a leaked database does not hand out working cookies. */
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    expiresAt: { type: Date, required: true },
    userAgent: { type: String, default: '' },
    ip: { type: String, default: '' },
  },
  { timestamps: true },
);
// MongoDB removes expired sessions itself; lookups still check expiresAt, the TTL monitor runs only once a minute.
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
sessionSchema.index({ userId: 1 });

export type Session = InferSchemaType<typeof sessionSchema>;
export const SessionModel = model('Session', sessionSchema);
