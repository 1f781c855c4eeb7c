import type { Types } from 'mongoose';
import { isAccountExpired, type UserDocument, UserModel } from '../users/user.model';
import { hashToken, randomToken } from './secretToken';
import { SessionModel } from './session.model';
import type { SessionUser } from './sessionUser';

export interface NewSession {
  readonly token: string;
  readonly expiresAt: Date;
}

export interface SessionClient {
  readonly userAgent?: string;
  readonly ip?: string;
}

export interface ActiveSession {
  readonly id: string;
  readonly user: UserDocument;
  readonly expiresAt: Date;
}

export async function createSession(
  userId: Types.ObjectId | string,
  ttlSeconds: number,
  client: SessionClient = {},
): Promise<NewSession> {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await SessionModel.create({
    _id: hashToken(token),
    userId,
    expiresAt,
    userAgent: (client.userAgent ?? '').slice(0, 300),
    ip: client.ip ?? '',
  });
  return { token, expiresAt };
}

/** The session of a cookie token when it is unexpired and its account still exists and is active. */
export async function findActiveSession(token: string): Promise<ActiveSession | undefined> {
  const now = new Date();
  const session = await SessionModel.findOne({ _id: hashToken(token), expiresAt: { $gt: now } }).lean();
  if (!session) return undefined;
  const user = await UserModel.findById(session.userId);
  if (!user || isAccountExpired(user, now)) {
    await SessionModel.deleteOne({ _id: session._id });
    return undefined;
  }
  return { id: session._id, user, expiresAt: session.expiresAt };
}

/** Sliding expiry: a session used after half its lifetime gets a fresh one (one write per half-TTL at most). */
export async function renewIfHalfSpent(
  session: ActiveSession,
  ttlSeconds: number,
): Promise<Date | undefined> {
  const remainingMs = session.expiresAt.getTime() - Date.now();
  if (remainingMs > (ttlSeconds * 1000) / 2) return undefined;
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await SessionModel.updateOne({ _id: session.id }, { expiresAt });
  return expiresAt;
}

export async function destroySession(sessionId: string): Promise<void> {
  await SessionModel.deleteOne({ _id: sessionId });
}

/** Signs the user out everywhere, optionally keeping the session the change was made from. */
export async function destroyUserSessions(userId: Types.ObjectId | string, exceptSessionId?: string) {
  await SessionModel.deleteMany(exceptSessionId ? { userId, _id: { $ne: exceptSessionId } } : { userId });
}

export function toSessionUser(user: UserDocument): SessionUser {
  return {
    id: user.id,
    username: user.username,
    slug: user.slug,
    email: user.email,
    role: user.role,
  };
}
