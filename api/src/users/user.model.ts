import { INSTRUMENTS } from '@acorduri/contracts';
import { type HydratedDocument, type InferSchemaType, model, Schema } from 'mongoose';

export const ROLE = { standard: 0, admin: 1, supporter: 2 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

/** 0 keeps the email private (the only value the site sets today); 1 would show it on the public profile. */
export const EMAIL_VISIBILITY = { private: 0, public: 1 } as const;

/** No instrument chosen: one 0 per instrument of the spec's list, in its order. */
export const NO_INSTRUMENTS = '0'.repeat(INSTRUMENTS.length);

const userSchema = new Schema(
  {
    username: { type: String, required: true, trim: true, maxlength: 50 },
    /** Derived from the username; also what makes two names "the same" for availability. */
    slug: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 100 },
    passwordHash: { type: String, required: true },
    role: { type: Number, enum: Object.values(ROLE), default: ROLE.standard },
    emailVerified: { type: Boolean, default: false },
    emailVisibility: {
      type: Number,
      enum: Object.values(EMAIL_VISIBILITY),
      default: EMAIL_VISIBILITY.private,
    },
    /** The account is active until this moment; unset means it never expires. Deactivation sets it to now. */
    accountExpiryDate: { type: Date, default: null },
    lastLogin: { type: Date, default: null },
    locationId: { type: Schema.Types.ObjectId, ref: 'Location', default: null },
    /** The location's name copied at save time, so profiles and admin lists need no join. */
    location: { type: String, default: '' },
    instrumentCodes: { type: String, default: NO_INSTRUMENTS, match: /^[01]{20}$/ },
    favouriteArtists: { type: String, default: '', maxlength: 200 },
    otherInfo: { type: String, default: '', maxlength: 200 },
    // Counters kept by the owning resources with atomic $inc.
    tabCount: { type: Number, default: 0 },
    publishedTabCount: { type: Number, default: 0 },
    requestCount: { type: Number, default: 0 },
    commentCount: { type: Number, default: 0 },
    songbookCount: { type: Number, default: 0 },
    /** Public songbooks: the count the public profile shows. */
    publicSongbookCount: { type: Number, default: 0 },
  },
  { timestamps: true },
);
userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ slug: 1 }, { unique: true });
userSchema.index({ createdAt: -1, _id: -1 });
userSchema.index({ publishedTabCount: -1 });
// The admin user list's sorts (with adminSort's _id tie-breaker) and its with tabs/requests/comments filters.
userSchema.index({ lastLogin: -1, _id: -1 });
userSchema.index({ tabCount: -1, _id: -1 });
userSchema.index({ requestCount: -1, _id: -1 });
userSchema.index({ commentCount: -1, _id: -1 });

export type User = InferSchemaType<typeof userSchema>;
export type UserDocument = HydratedDocument<User>;
export const UserModel = model('User', userSchema);

/** Expired means deactivated: the account can no longer sign in and its sessions stop working. */
export function isAccountExpired(user: Pick<User, 'accountExpiryDate'>, now = new Date()): boolean {
  return user.accountExpiryDate != null && user.accountExpiryDate.getTime() <= now.getTime();
}

/** Query matching the accounts that are still active (admin filter "active"). */
export function activeUserFilter(now = new Date()) {
  return { $or: [{ accountExpiryDate: null }, { accountExpiryDate: { $gt: now } }] };
}
