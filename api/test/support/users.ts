import type { Express } from 'express';
import request from 'supertest';
import { hashPassword } from '../../src/auth/password';
import { SESSION_COOKIE } from '../../src/auth/requestCookie';
import { createSession } from '../../src/auth/session.service';
import { ROLE, type User, type UserDocument, UserModel } from '../../src/users/user.model';

/** Every user made by `createUser` signs in with this password unless overridden. */
export const TEST_PASSWORD = 'Parola123';

export type TestAgent = ReturnType<typeof request.agent>;

export interface UserOverrides extends Partial<Omit<User, 'passwordHash'>> {
  /** Plain password, hashed like a registered one. */
  readonly password?: string;
}

let sequence = 0;
// Hashing is deliberately slow; users made with the default password share one hash.
let defaultPasswordHash: Promise<string> | undefined;

/** A verified, active standard user with a unique name, slug and email, signing in with TEST_PASSWORD. */
export async function createUser(overrides: UserOverrides = {}): Promise<UserDocument> {
  sequence += 1;
  const { password, ...fields } = overrides;
  const unique = `${process.pid}-${sequence}`;
  const username = fields.username ?? `utilizator ${unique}`;
  defaultPasswordHash ??= hashPassword(TEST_PASSWORD);
  return UserModel.create({
    slug: fields.slug ?? username.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    email: `utilizator-${unique}@acorduri.test`,
    emailVerified: true,
    role: ROLE.standard,
    ...fields,
    username,
    passwordHash: password === undefined ? await defaultPasswordHash : await hashPassword(password),
  });
}

/** A supertest agent carrying a fresh session cookie of `user` (made with `createUser(overrides)` if needed). */
export async function signedInAgent(
  app: Express,
  user: UserDocument | UserOverrides = {},
): Promise<TestAgent> {
  const account =
    user instanceof UserModel ? (user as UserDocument) : await createUser(user as UserOverrides);
  const { token } = await createSession(account._id, 3600);
  const agent = request.agent(app);
  // supertest serves the app on 127.0.0.1; a host-only cookie for it is what the browser would hold.
  agent.jar.setCookie(`${SESSION_COOKIE}=${token}; Path=/; HttpOnly`, '127.0.0.1', '/');
  return agent;
}

/** An agent signed in as a new administrator. */
export async function adminAgent(app: Express, overrides: UserOverrides = {}): Promise<TestAgent> {
  return signedInAgent(app, { ...overrides, role: ROLE.admin });
}

/** Asserts the session probe sees `client` as signed out: GET /api/account answers 200 with null. */
export async function expectSignedOut(client: TestAgent | ReturnType<typeof request>): Promise<void> {
  const response = await client.get('/api/account').expect(200);
  expect(response.text).toBe('null');
}
