import { ACCOUNT_MESSAGES as M, STATUS_MESSAGES } from '@acorduri/contracts';
import request from 'supertest';
import { SessionModel } from '../src/auth/session.model';
import { EventLogModel } from '../src/events/eventLog.model';
import { EVENT } from '../src/events/eventTypes';
import { UserModel } from '../src/users/user.model';
import { useApiWithMailbox } from './support/apiWithMailbox';
import { solveCaptcha } from './support/captcha';
import { linkToken } from './support/mailbox';
import { createUser, expectSignedOut, signedInAgent, TEST_PASSWORD } from './support/users';

const suite = useApiWithMailbox({ PUBLIC_URL: 'http://acorduri.test' });

const longToken = 't'.repeat(128);

async function signInStatus(email: string, password: string): Promise<number> {
  const response = await request(suite.api.app)
    .post('/api/account/sign-in')
    .send({ email, password, hcaptchaResponse: await solveCaptcha(suite.api.app) });
  return response.status;
}

describe('anonymous calls', () => {
  it('get /api/account (the session probe) answers 200 null', async () => {
    await expectSignedOut(request(suite.api.app));
  });

  it.each([
    ['delete', '/api/account'],
    ['get', '/api/user/profile'],
    ['put', '/api/user/profile'],
    ['post', '/api/account/change-email'],
    ['post', '/api/account/change-password'],
    ['post', '/api/account/confirm-email'],
  ] as const)('%s %s answers 401', async (method, path) => {
    await request(suite.api.app)
      [method](path)
      .send({})
      .expect(401, { errors: [STATUS_MESSAGES[401]] });
  });
});

describe('forgot and reset password', () => {
  it('answers the same for unknown addresses and mails nothing', async () => {
    const response = await request(suite.api.app)
      .post('/api/account/forgot-password')
      .send({ email: 'nimeni@exemplu.ro', hcaptchaResponse: await solveCaptcha(suite.api.app) })
      .expect(200);
    expect(response.body).toEqual({ message: M.forgotPasswordSent });
    await expect(suite.mailbox.next('nimeni@exemplu.ro', 500)).rejects.toThrow(/no mail/);
  });

  it('mails a reset link that sets a new password once and ends every session', async () => {
    const user = await createUser();
    const agent = await signedInAgent(suite.api.app, user);
    await request(suite.api.app)
      .post('/api/account/forgot-password')
      .send({ email: user.email.toUpperCase(), hcaptchaResponse: await solveCaptcha(suite.api.app) })
      .expect(200, { message: M.forgotPasswordSent });
    const mail = await suite.mailbox.next(user.email);
    expect(mail.subject).toBe('Resetarea parolei');
    const token = linkToken(mail, 'reset-password');

    await request(suite.api.app)
      .post('/api/account/set-password')
      .send({ token, newPassword: '123' })
      .expect(400, { errors: [M.passwordTooShort] });
    await request(suite.api.app)
      .post('/api/account/set-password')
      .send({ token, newPassword: 'parolaNoua1' })
      .expect(200, { message: M.passwordChanged });
    await request(suite.api.app)
      .post('/api/account/set-password')
      .send({ token, newPassword: 'parolaNoua2' })
      .expect(400, { errors: [M.tokenInvalid] });

    await expectSignedOut(agent);
    expect(await signInStatus(user.email, TEST_PASSWORD)).toBe(401);
    expect(await signInStatus(user.email, 'parolaNoua1')).toBe(200);
    const codes = (await EventLogModel.find({ userId: user._id }).lean()).map((entry) => entry.code);
    expect(codes).toEqual(
      expect.arrayContaining([EVENT.passwordResetRequested, EVENT.passwordReset, EVENT.login]),
    );
  });

  it('validates the forgot-password form and the token length', async () => {
    await request(suite.api.app)
      .post('/api/account/forgot-password')
      .send({})
      .expect(400, { errors: [M.emailRequired, M.captchaRequired] });
    await request(suite.api.app)
      .post('/api/account/set-password')
      .send({ token: 'scurt', newPassword: 'parolaNoua1' })
      .expect(400, { errors: [M.tokenInvalid] });
    await request(suite.api.app)
      .post('/api/account/set-password')
      .send({ token: longToken, newPassword: 'parolaNoua1' })
      .expect(400, { errors: [M.tokenInvalid] });
  });
});

describe('change email', () => {
  it('mails a one-hour link to the new address; following it while signed in switches the address', async () => {
    const user = await createUser();
    const agent = await signedInAgent(suite.api.app, user);
    await agent
      .post('/api/account/change-email')
      .send({ password: 'gresita1', email: 'nou@exemplu.ro', emailConfirm: 'nou@exemplu.ro' })
      .expect(400, { errors: [M.currentPasswordWrong] });
    await agent
      .post('/api/account/change-email')
      .send({ password: TEST_PASSWORD, email: 'nou@exemplu.ro', emailConfirm: 'nou@exemplu.ro' })
      .expect(200, 'true');
    const mail = await suite.mailbox.next('nou@exemplu.ro');
    expect(mail.subject).toBe('Confirmă noua adresă de email');
    expect(mail.text).toContain('o oră');
    const token = linkToken(mail, 'confirm-email');
    expect((await UserModel.findById(user._id).lean())?.email).toBe(user.email);

    const stranger = await signedInAgent(suite.api.app);
    await stranger
      .post('/api/account/confirm-email')
      .send({ token })
      .expect(400, { errors: [M.tokenInvalid] });

    const confirmed = await agent.post('/api/account/confirm-email').send({ token }).expect(200);
    expect(confirmed.body).toMatchObject({ id: user.id, email: 'nou@exemplu.ro' });
    await agent
      .get('/api/account')
      .expect(200)
      .expect((res) => expect(res.body.email).toBe('nou@exemplu.ro'));
    const notice = await suite.mailbox.next(user.email);
    expect(notice.subject).toBe('Adresa de email a fost schimbată');
    await agent
      .post('/api/account/confirm-email')
      .send({ token })
      .expect(400, { errors: [M.tokenInvalid] });
  });

  it('refuses an address another account uses and a mismatched confirmation', async () => {
    const other = await createUser();
    const agent = await signedInAgent(suite.api.app);
    await agent
      .post('/api/account/change-email')
      .send({ password: TEST_PASSWORD, email: other.email, emailConfirm: other.email })
      .expect(400, { errors: [M.emailTaken] });
    await agent
      .post('/api/account/change-email')
      .send({ password: TEST_PASSWORD, email: 'a@exemplu.ro', emailConfirm: 'b@exemplu.ro' })
      .expect(400, { errors: [M.emailConfirmationMismatch] });
  });
});

describe('change password', () => {
  it('checks the current password, keeps this session and ends the others', async () => {
    const user = await createUser();
    const agent = await signedInAgent(suite.api.app, user);
    const elsewhere = await signedInAgent(suite.api.app, user);
    await agent
      .post('/api/account/change-password')
      .send({ password: 'gresita1', newPassword: 'parolaNoua1', newPasswordConfirmation: 'parolaNoua1' })
      .expect(400, { errors: [M.currentPasswordWrong] });
    await agent
      .post('/api/account/change-password')
      .send({ password: TEST_PASSWORD, newPassword: 'parolaNoua1', newPasswordConfirmation: 'altceva1' })
      .expect(400, { errors: [M.passwordConfirmationMismatch] });
    await agent
      .post('/api/account/change-password')
      .send({ password: TEST_PASSWORD, newPassword: 'parolaNoua1', newPasswordConfirmation: 'parolaNoua1' })
      .expect(200, 'true');
    await agent.get('/api/account').expect(200);
    await expectSignedOut(elsewhere);
    expect(await SessionModel.countDocuments({ userId: user._id })).toBe(1);
    expect(await signInStatus(user.email, 'parolaNoua1')).toBe(200);
    expect(await EventLogModel.countDocuments({ userId: user._id, code: EVENT.passwordChanged })).toBe(1);
  });
});

describe('profile and locations', () => {
  it('lists the Romanian localities', async () => {
    const response = await request(suite.api.app).get('/api/location').expect(200);
    expect(response.body.total).toBe(response.body.locations.length);
    expect(response.body.locations).toEqual(
      expect.arrayContaining([{ id: expect.any(String), name: 'Cluj-Napoca', county: 'Cluj' }]),
    );
    const names: string[] = response.body.locations.map((location: { name: string }) => location.name);
    expect(names.indexOf('Arad')).toBeLessThan(names.indexOf('Brașov'));
    expect(names.indexOf('Brașov')).toBeLessThan(names.indexOf('București'));
  });

  it('reads and updates the own profile; name and slug stay as they are', async () => {
    const user = await createUser({ username: 'Maria Ionescu', slug: 'maria-ionescu' });
    const agent = await signedInAgent(suite.api.app, user);
    await agent.get('/api/user/profile').expect(200, {
      name: 'Maria Ionescu',
      slug: 'maria-ionescu',
      location: '',
      locationId: null,
      instrumentCodes: '0'.repeat(20),
      favouriteArtists: '',
      otherInfo: '',
      publishedTabCount: 0,
    });
    const { body } = await request(suite.api.app).get('/api/location');
    const iasi = body.locations.find((location: { name: string }) => location.name === 'Iași');
    const updated = await agent
      .put('/api/user/profile')
      .send({
        name: 'Alt nume',
        slug: 'alt-slug',
        locationId: iasi.id,
        instrumentCodes: '10010000000000000000',
        favouriteArtists: 'Phoenix, Holograf',
        otherInfo: 'Cânt la chitară de zece ani.',
      })
      .expect(200);
    expect(updated.body).toEqual({
      name: 'Maria Ionescu',
      slug: 'maria-ionescu',
      location: 'Iași',
      locationId: iasi.id,
      instrumentCodes: '10010000000000000000',
      favouriteArtists: 'Phoenix, Holograf',
      otherInfo: 'Cânt la chitară de zece ani.',
      publishedTabCount: 0,
    });
    await agent.get('/api/user/profile').expect(200, updated.body);
    await agent
      .put('/api/user/profile')
      .send({ locationId: null })
      .expect(200)
      .expect((res) => {
        expect(res.body).toMatchObject({ location: '', locationId: null });
      });
  });

  it('answers the profile validation messages', async () => {
    const agent = await signedInAgent(suite.api.app);
    await agent
      .put('/api/user/profile')
      .send({ favouriteArtists: 'a'.repeat(201), otherInfo: 'b'.repeat(201) })
      .expect(400, { errors: [M.fieldTooLong200] });
    await agent
      .put('/api/user/profile')
      .send({ instrumentCodes: '12', locationId: 'x' })
      .expect(400, { errors: [M.locationInvalid, M.instrumentsInvalid] });
    await agent
      .put('/api/user/profile')
      .send({ locationId: '0123456789abcdef01234567' })
      .expect(400, { errors: [M.locationInvalid] });
  });
});
