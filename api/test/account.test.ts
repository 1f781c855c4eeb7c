import { ACCOUNT_MESSAGES as M, STATUS_MESSAGES } from '@acorduri/contracts';
import request from 'supertest';
import { SESSION_COOKIE } from '../src/auth/requestCookie';
import { SessionModel } from '../src/auth/session.model';
import { EventLogModel } from '../src/events/eventLog.model';
import { EVENT } from '../src/events/eventTypes';
import { UserModel } from '../src/users/user.model';
import { useApiWithMailbox } from './support/apiWithMailbox';
import { solveCaptcha } from './support/captcha';
import { linkToken } from './support/mailbox';
import { createUser, expectSignedOut, signedInAgent, TEST_PASSWORD } from './support/users';

// The tests reach the app from 127.0.0.1, standing in for a reverse proxy on the same machine.
const suite = useApiWithMailbox({ PUBLIC_URL: 'http://acorduri.test', TRUST_PROXY: 'loopback' });

async function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ana Popescu',
    email: 'ana.popescu@exemplu.ro',
    password: 'secret1',
    confirmPassword: 'secret1',
    isEulaAccepted: 1,
    captchaResponse: await solveCaptcha(suite.api.app),
    ...overrides,
  };
}

async function signInBody(email: string, password = TEST_PASSWORD) {
  return { email, password, hcaptchaResponse: await solveCaptcha(suite.api.app) };
}

function sessionCookieOf(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

describe('registration, verification and sign-in', () => {
  it('registers, mails the verification link, verifies, signs in and out', async () => {
    await request(suite.api.app)
      .post('/api/account')
      .send(await registration())
      .expect(201, 'true');
    const user = await UserModel.findOne({ email: 'ana.popescu@exemplu.ro' }).lean();
    expect(user).toMatchObject({
      username: 'Ana Popescu',
      slug: 'ana-popescu',
      emailVerified: false,
      role: 0,
    });
    expect(user?.passwordHash).toMatch(/^scrypt\$/);

    const mail = await suite.mailbox.next('ana.popescu@exemplu.ro');
    expect(mail.subject).toBe('Confirmă adresa de email');
    expect(mail.text).toContain('http://acorduri.test/verify-email/');
    const token = linkToken(mail, 'verify-email');
    expect(token.length).toBeGreaterThanOrEqual(100);
    expect(token.length).toBeLessThanOrEqual(360);

    await request(suite.api.app).post('/api/account/verify-email').send({ token }).expect(200, 'true');
    await request(suite.api.app)
      .post('/api/account/verify-email')
      .send({ token })
      .expect(400, { errors: [M.tokenInvalid] });

    const agent = request.agent(suite.api.app);
    const signIn = await agent
      .post('/api/account/sign-in')
      .send(await signInBody('Ana.Popescu@exemplu.ro', 'secret1'))
      .expect(200);
    expect(signIn.body).toEqual({
      id: String(user?._id),
      username: 'Ana Popescu',
      email: 'ana.popescu@exemplu.ro',
      role: 0,
      slug: 'ana-popescu',
      createdAt: expect.any(String),
    });
    const cookie = sessionCookieOf(signIn);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect((await UserModel.findById(user?._id).lean())?.lastLogin).toBeInstanceOf(Date);

    await agent.get('/api/account').expect(200, signIn.body);
    await agent.post('/api/account/sign-out').expect(200, 'true');
    await expectSignedOut(agent);

    const codes = (await EventLogModel.find({ userId: user?._id }).sort({ createdAt: 1 }).lean()).map(
      (e) => e.code,
    );
    expect(codes).toEqual([EVENT.register, EVENT.emailVerified, EVENT.login, EVENT.signOut]);
  });

  it('answers 400 with the spec messages for an invalid registration', async () => {
    const response = await request(suite.api.app)
      .post('/api/account')
      .send({ name: 'a<', email: 'x', password: '1', confirmPassword: '2', isEulaAccepted: 0 })
      .expect(400);
    expect(response.body.errors).toEqual([
      M.nameTooShort,
      M.nameInvalidCharacters,
      M.emailInvalid,
      M.passwordTooShort,
      M.passwordConfirmationMismatch,
      M.eulaRequired,
      M.captchaRequired,
    ]);
  });

  it('refuses a taken name (also differing only in case and accents) and a taken email', async () => {
    await createUser({ username: 'Ștefan Mare', slug: 'stefan-mare', email: 'stefan@exemplu.ro' });
    await request(suite.api.app)
      .post('/api/account')
      .send(await registration({ name: 'stefan MARE', email: 'alt@exemplu.ro' }))
      .expect(400, { errors: [M.nameUnavailable] });
    await request(suite.api.app)
      .post('/api/account')
      .send(await registration({ name: 'Alt Nume', email: 'Stefan@exemplu.ro' }))
      .expect(400, { errors: [M.emailTaken] });
  });

  it('tells whether a name is available', async () => {
    await createUser({ username: 'Ion Ionescu', slug: 'ion-ionescu' });
    await request(suite.api.app)
      .post('/api/account/name-available')
      .send({ name: 'ion.ionescu' })
      .expect(200, 'false');
    await request(suite.api.app)
      .post('/api/account/name-available')
      .send({ name: 'Ion Vasile' })
      .expect(200, 'true');
    await request(suite.api.app)
      .post('/api/account/name-available')
      .send({ name: '___' })
      .expect(200, 'false');
    await request(suite.api.app)
      .post('/api/account/name-available')
      .send({ name: 'ion@ionescu' })
      .expect(400, { errors: [M.nameInvalidCharacters] });
  });
});

describe('sign-in failures', () => {
  it('answers 401 with the spec message for a wrong password or an unknown address, and logs them', async () => {
    const user = await createUser();
    await request(suite.api.app)
      .post('/api/account/sign-in')
      .send(await signInBody(user.email, 'gresita1'))
      .expect(401, { errors: [M.badCredentials] });
    await request(suite.api.app)
      .post('/api/account/sign-in')
      .send(await signInBody('nimeni@exemplu.ro'))
      .expect(401, { errors: [M.badCredentials] });
    expect(await EventLogModel.countDocuments({ code: EVENT.loginFailed, email: user.email })).toBe(1);
    expect(await EventLogModel.countDocuments({ code: EVENT.loginFailed, email: 'nimeni@exemplu.ro' })).toBe(
      1,
    );
  });

  it('validates the sign-in form', async () => {
    const response = await request(suite.api.app).post('/api/account/sign-in').send({}).expect(400);
    expect(response.body.errors).toEqual([M.emailRequired, M.passwordRequired, M.loginCaptchaRequired]);
  });

  it('keeps an unverified account out and mails a fresh verification link', async () => {
    const user = await createUser({ emailVerified: false });
    await request(suite.api.app)
      .post('/api/account/sign-in')
      .send(await signInBody(user.email))
      .expect(400, { errors: [M.emailNotVerified] });
    const token = linkToken(await suite.mailbox.next(user.email), 'verify-email');
    await request(suite.api.app).post('/api/account/verify-email').send({ token }).expect(200);
    await request(suite.api.app)
      .post('/api/account/sign-in')
      .send(await signInBody(user.email))
      .expect(200);
  });

  it('keeps a deactivated (expired) account out, and its open sessions stop working', async () => {
    const user = await createUser();
    const agent = await signedInAgent(suite.api.app, user);
    await agent.get('/api/account').expect(200);
    await UserModel.updateOne({ _id: user._id }, { accountExpiryDate: new Date(Date.now() - 1000) });
    await expectSignedOut(agent);
    await request(suite.api.app)
      .post('/api/account/sign-in')
      .send(await signInBody(user.email))
      .expect(400, { errors: [M.accountDeactivated] });
  });
});

describe('captcha', () => {
  it('rejects a forged answer and a replayed one', async () => {
    const user = await createUser();
    await request(suite.api.app)
      .post('/api/account/sign-in')
      .send({
        email: user.email,
        password: TEST_PASSWORD,
        captchaResponse: Buffer.from('{}').toString('base64'),
      })
      .expect(400, { errors: [M.captchaInvalid] });
    const body = await signInBody(user.email);
    await request(suite.api.app).post('/api/account/sign-in').send(body).expect(200);
    await request(suite.api.app)
      .post('/api/account/sign-in')
      .send(body)
      .expect(400, { errors: [M.captchaInvalid] });
  });

  it('describes the self-hosted widget and never caches a challenge', async () => {
    await request(suite.api.app)
      .get('/api/captcha')
      .expect(200, { provider: 'altcha', challengeUrl: '/api/captcha/challenge' });
    const response = await request(suite.api.app).get('/api/captcha/challenge').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.parameters).toMatchObject({ algorithm: 'SHA-256', keyPrefix: expect.any(String) });
    expect(response.body.signature).toEqual(expect.any(String));
  });
});

describe('sessions', () => {
  it('answers the probe with null (not an error) without a cookie and with an unknown or expired one', async () => {
    await expectSignedOut(request(suite.api.app));
    const stale = await request(suite.api.app)
      .get('/api/account')
      .set('Cookie', `${SESSION_COOKIE}=inexistent`)
      .expect(200);
    expect(stale.text).toBe('null');
    expect(sessionCookieOf(stale)).toMatch(/Expires=Thu, 01 Jan 1970/);
    // The account's other calls still need a user (spec §8: 401 means authentication needed).
    await request(suite.api.app)
      .delete('/api/account')
      .expect(401, { errors: [STATUS_MESSAGES[401]] });
    await request(suite.api.app)
      .post('/api/account/change-password')
      .send({})
      .expect(401, { errors: [STATUS_MESSAGES[401]] });
    const user = await createUser();
    const agent = await signedInAgent(suite.api.app, user);
    await SessionModel.updateMany({ userId: user._id }, { expiresAt: new Date(Date.now() - 1000) });
    await expectSignedOut(agent);
  });

  it('marks the cookie Secure when the request came over https through the trusted proxy', async () => {
    const user = await createUser();
    const response = await request(suite.api.app)
      .post('/api/account/sign-in')
      .set('X-Forwarded-Proto', 'https')
      .send(await signInBody(user.email))
      .expect(200);
    expect(sessionCookieOf(response)).toMatch(/; Secure/);
  });

  it('renews a session used after half its lifetime', async () => {
    const user = await createUser();
    const agent = await signedInAgent(suite.api.app, user);
    const soon = new Date(Date.now() + 60_000);
    await SessionModel.updateMany({ userId: user._id }, { expiresAt: soon });
    const response = await agent.get('/api/account').expect(200);
    expect(sessionCookieOf(response)).toMatch(/HttpOnly/);
    const session = await SessionModel.findOne({ userId: user._id }).lean();
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 24 * 3600 * 1000);
    await agent
      .get('/api/account')
      .expect(200)
      .expect((res) => expect(res.headers['set-cookie']).toBeUndefined());
  });

  it('replaces the session on a new sign-in and stores only a hash of the cookie token', async () => {
    const user = await createUser();
    const agent = await signedInAgent(suite.api.app, user);
    const before = await SessionModel.find({ userId: user._id }).lean();
    const response = await agent
      .post('/api/account/sign-in')
      .send(await signInBody(user.email))
      .expect(200);
    const after = await SessionModel.find({ userId: user._id }).lean();
    expect(after).toHaveLength(1);
    expect(after[0]?._id).not.toBe(before[0]?._id);
    const token = sessionCookieOf(response).split(';')[0]?.split('=')[1] ?? '';
    expect(after[0]?._id).not.toBe(token);
    expect(after[0]?._id).toMatch(/^[0-9a-f]{64}$/);
  });
});
