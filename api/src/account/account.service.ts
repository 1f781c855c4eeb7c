import type {
  AccountInfo,
  ChangeEmailPayload,
  ChangePasswordPayload,
  RegisterPayload,
  SignInPayload,
} from '@acorduri/contracts';
import { ACCOUNT_MESSAGES as M } from '@acorduri/contracts';
import { hashPassword, verifyPassword } from '../auth/password';
import { createSession, destroySession, destroyUserSessions, type NewSession } from '../auth/session.service';
import { HttpError } from '../errors/HttpError';
import { recordEvent } from '../events/events.service';
import { EVENT } from '../events/eventTypes';
import type { MailMessage } from '../mail/mailer';
import {
  emailChangedNoticeMail,
  emailChangeMail,
  passwordResetMail,
  verificationMail,
} from '../mail/templates';
import { slugOfName } from '../users/slug';
import { isAccountExpired, type UserDocument, UserModel } from '../users/user.model';
import { findUserByEmail, isNameAvailable } from '../users/user.service';
import { type AccountContext, type ClientInfo, linkTo } from './accountContext';
import { consumeEmailToken, issueEmailToken } from './emailToken.service';

const DUPLICATE_KEY = 11000;

export function toAccountInfo(user: UserDocument): AccountInfo {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    slug: user.slug,
    createdAt: user.createdAt.toISOString(),
  };
}

async function userById(userId: string): Promise<UserDocument> {
  const user = await UserModel.findById(userId);
  if (!user) throw new HttpError(401);
  return user;
}

export async function accountInfoOf(userId: string): Promise<AccountInfo> {
  return toAccountInfo(await userById(userId));
}

/** Mail problems are logged, never shown: the account change itself has happened. */
async function sendMail(context: AccountContext, message: MailMessage): Promise<void> {
  try {
    await context.mailer.send(message);
  } catch (error) {
    context.logger.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent');
  }
}

async function sendVerificationMail(context: AccountContext, user: UserDocument): Promise<void> {
  const token = await issueEmailToken(user._id, 'verify-email');
  await sendMail(
    context,
    verificationMail(user.email, user.username, linkTo(context, 'verify-email', token)),
  );
}

/** Creates an unverified standard account and mails the verification link; signing in waits for it. */
export async function register(context: AccountContext, payload: RegisterPayload, client: ClientInfo) {
  const slug = slugOfName(payload.name);
  if (!(await isNameAvailable(payload.name))) throw new HttpError(400, M.nameUnavailable);
  if (await findUserByEmail(payload.email)) throw new HttpError(400, M.emailTaken);
  let user: UserDocument;
  try {
    user = await UserModel.create({
      username: payload.name,
      slug,
      email: payload.email,
      passwordHash: await hashPassword(payload.password),
    });
  } catch (error) {
    // Two registrations racing for the same name or address: the unique index decides.
    if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    const field = Object.keys((error as { keyPattern?: object }).keyPattern ?? {})[0];
    throw new HttpError(400, field === 'email' ? M.emailTaken : M.nameUnavailable);
  }
  await recordEvent(EVENT.register, { userId: user._id, email: user.email, ip: client.ip });
  await sendVerificationMail(context, user);
}

// Unknown addresses are checked against this hash too, so the answer takes as long as for a real account.
const unknownUserHash = hashPassword('parola-unui-cont-inexistent');

export interface SignedIn {
  readonly user: UserDocument;
  readonly session: NewSession;
}

export async function signIn(
  context: AccountContext,
  payload: SignInPayload,
  client: ClientInfo,
  previousSessionId: string | undefined,
): Promise<SignedIn> {
  const user = await findUserByEmail(payload.email);
  const passwordMatches = await verifyPassword(
    payload.password,
    user?.passwordHash ?? (await unknownUserHash),
  );
  if (!user || !passwordMatches) {
    await recordEvent(EVENT.loginFailed, { userId: user?._id, email: payload.email, ip: client.ip });
    throw new HttpError(401, M.badCredentials);
  }
  if (isAccountExpired(user)) {
    await recordEvent(EVENT.loginFailed, { userId: user._id, email: user.email, ip: client.ip });
    throw new HttpError(400, M.accountDeactivated);
  }
  if (!user.emailVerified) {
    await sendVerificationMail(context, user);
    throw new HttpError(400, M.emailNotVerified);
  }
  // A new session id on every sign-in (no fixation); the one the browser had is dropped.
  if (previousSessionId) await destroySession(previousSessionId);
  const session = await createSession(user._id, context.config.session.ttlSeconds, client);
  user.lastLogin = new Date();
  await UserModel.updateOne({ _id: user._id }, { $set: { lastLogin: user.lastLogin } });
  await recordEvent(EVENT.login, { userId: user._id, email: user.email, ip: client.ip });
  return { user, session };
}

export async function signOut(sessionId: string | undefined, userId: string | undefined, client: ClientInfo) {
  if (sessionId) await destroySession(sessionId);
  if (userId) {
    const user = await UserModel.findById(userId).lean();
    await recordEvent(EVENT.signOut, { userId, email: user?.email, ip: client.ip });
  }
}

export async function verifyEmail(token: string, client: ClientInfo): Promise<void> {
  const entry = await consumeEmailToken(token, 'verify-email');
  if (!entry) throw new HttpError(400, M.tokenInvalid);
  const user = await UserModel.findByIdAndUpdate(
    entry.userId,
    { emailVerified: true },
    { returnDocument: 'after' },
  );
  if (!user) throw new HttpError(400, M.tokenInvalid);
  await recordEvent(EVENT.emailVerified, { userId: user._id, email: user.email, ip: client.ip });
}

/** Always answers the same way; a mail goes out only for an existing, active account. */
export async function forgotPassword(
  context: AccountContext,
  email: string,
  client: ClientInfo,
): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user || isAccountExpired(user)) return;
  const token = await issueEmailToken(user._id, 'reset-password');
  await recordEvent(EVENT.passwordResetRequested, { userId: user._id, email: user.email, ip: client.ip });
  await sendMail(
    context,
    passwordResetMail(user.email, user.username, linkTo(context, 'reset-password', token)),
  );
}

/** The reset link proves the address too, so it also verifies it; every session of the account ends. */
export async function setPassword(token: string, newPassword: string, client: ClientInfo): Promise<void> {
  const entry = await consumeEmailToken(token, 'reset-password');
  if (!entry) throw new HttpError(400, M.tokenInvalid);
  const user = await UserModel.findByIdAndUpdate(
    entry.userId,
    { passwordHash: await hashPassword(newPassword), emailVerified: true },
    { returnDocument: 'after' },
  );
  if (!user) throw new HttpError(400, M.tokenInvalid);
  await destroyUserSessions(user._id);
  await recordEvent(EVENT.passwordReset, { userId: user._id, email: user.email, ip: client.ip });
}

async function requirePassword(user: UserDocument, password: string): Promise<void> {
  if (!(await verifyPassword(password, user.passwordHash))) throw new HttpError(400, M.currentPasswordWrong);
}

/** Mails a one-hour confirmation link to the new address; the account keeps the old one until it is followed. */
export async function requestEmailChange(
  context: AccountContext,
  userId: string,
  payload: ChangeEmailPayload,
  client: ClientInfo,
): Promise<void> {
  const user = await userById(userId);
  await requirePassword(user, payload.password);
  if (payload.email !== user.email && (await findUserByEmail(payload.email)))
    throw new HttpError(400, M.emailTaken);
  const token = await issueEmailToken(user._id, 'change-email', payload.email);
  await recordEvent(EVENT.emailChangeRequested, { userId: user._id, email: user.email, ip: client.ip });
  await sendMail(
    context,
    emailChangeMail(payload.email, user.username, linkTo(context, 'confirm-email', token)),
  );
}

/** Follows the email-change link of the signed-in user; answers the updated account info. */
export async function confirmEmailChange(
  context: AccountContext,
  userId: string,
  token: string,
  client: ClientInfo,
): Promise<AccountInfo> {
  const entry = await consumeEmailToken(token, 'change-email', userId);
  if (!entry?.newEmail) throw new HttpError(400, M.tokenInvalid);
  const user = await userById(userId);
  const previousEmail = user.email;
  user.email = entry.newEmail;
  user.emailVerified = true;
  try {
    await user.save();
  } catch (error) {
    if ((error as { code?: number }).code === DUPLICATE_KEY) throw new HttpError(400, M.emailTaken);
    throw error;
  }
  await recordEvent(EVENT.emailChanged, { userId: user._id, email: user.email, ip: client.ip });
  await sendMail(context, emailChangedNoticeMail(previousEmail, user.username, user.email));
  return toAccountInfo(user);
}

/** Keeps the session the change was made from and ends the others. */
export async function changePassword(
  userId: string,
  sessionId: string | undefined,
  payload: ChangePasswordPayload,
  client: ClientInfo,
): Promise<void> {
  const user = await userById(userId);
  await requirePassword(user, payload.password);
  user.passwordHash = await hashPassword(payload.newPassword);
  await user.save();
  await destroyUserSessions(user._id, sessionId);
  await recordEvent(EVENT.passwordChanged, { userId: user._id, email: user.email, ip: client.ip });
}
