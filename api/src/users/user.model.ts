import { type InferSchemaType, model, Schema } from 'mongoose';

export const ROLE = { standard: 0, admin: 1, supporter: 2 } as const;

const userSchema = new Schema(
  {
    username: { type: String, required: true, trim: true, maxlength: 50 },
    slug: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 100 },
    passwordHash: { type: String, required: true },
    role: { type: Number, enum: Object.values(ROLE), default: ROLE.standard },
    emailVerified: { type: Boolean, default: false },
    lastLogin: { type: Date },
  },
  { timestamps: true },
);
userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ slug: 1 }, { unique: true });

export type User = InferSchemaType<typeof userSchema>;
export const UserModel = model('User', userSchema);
