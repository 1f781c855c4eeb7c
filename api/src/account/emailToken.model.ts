import { type InferSchemaType, model, Schema } from 'mongoose';

export const TOKEN_PURPOSES = ['verify-email', 'change-email', 'reset-password'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** A single-use link token sent by mail; only its SHA-256 is stored. */
const emailTokenSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    purpose: { type: String, enum: TOKEN_PURPOSES, required: true },
    /** The address an email change switches to once confirmed. */
    newEmail: { type: String, default: null },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
emailTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
emailTokenSchema.index({ userId: 1, purpose: 1 });

export type EmailToken = InferSchemaType<typeof emailTokenSchema>;
export const EmailTokenModel = model('EmailToken', emailTokenSchema);
