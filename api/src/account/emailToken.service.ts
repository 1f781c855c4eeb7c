import { EMAIL_CHANGE_LINK_SECONDS } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { hashToken, randomToken } from '../auth/secretToken';
import { EmailTokenModel, type TokenPurpose } from './emailToken.model';

/** How long each kind of link works: email change one hour (spec §9), reset one hour, verification two days. */
const LIFETIME_SECONDS: Readonly<Record<TokenPurpose, number>> = {
  'verify-email': 2 * 24 * 3600,
  'change-email': EMAIL_CHANGE_LINK_SECONDS,
  'reset-password': 3600,
};

/** 96 random bytes: 128 base64url characters, inside the spec's 100–360 token length. */
const TOKEN_BYTES = 96;

/** A new link token for `purpose`; older unused ones of the same purpose stop working. */
export async function issueEmailToken(
  userId: Types.ObjectId,
  purpose: TokenPurpose,
  newEmail: string | null = null,
): Promise<string> {
  await EmailTokenModel.deleteMany({ userId, purpose });
  const token = randomToken(TOKEN_BYTES);
  await EmailTokenModel.create({
    _id: hashToken(token),
    userId,
    purpose,
    newEmail,
    expiresAt: new Date(Date.now() + LIFETIME_SECONDS[purpose] * 1000),
  });
  return token;
}

/**
 * Uses up a token: returns the stored entry (and deletes it) when it exists, has this purpose, is unexpired and,
 * when `userId` is given, belongs to that user.
 */
export async function consumeEmailToken(token: string, purpose: TokenPurpose, userId?: string) {
  return EmailTokenModel.findOneAndDelete({
    _id: hashToken(token),
    purpose,
    expiresAt: { $gt: new Date() },
    ...(userId ? { userId } : {}),
  }).lean();
}

export async function deleteUserTokens(userId: Types.ObjectId): Promise<void> {
  await EmailTokenModel.deleteMany({ userId });
}
