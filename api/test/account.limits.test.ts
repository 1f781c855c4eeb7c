import { ACCOUNT_MESSAGES as M, STATUS_MESSAGES } from '@acorduri/contracts';
import request from 'supertest';
import { solveCaptcha } from './support/captcha';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser, signedInAgent } from './support/users';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ ALTCHA_MAX_NUMBER: '500', RATE_LIMIT_AUTH_MAX: '2', RATE_LIMIT_WRITE_MAX: '3' });
});

afterAll(async () => {
  await api.stop();
});

const tooMany = { errors: [STATUS_MESSAGES[429]] };

describe('rate limits', () => {
  it('sign-in answers 429 with the catalogue message once the address used its budget', async () => {
    const user = await createUser();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await request(api.app)
        .post('/api/account/sign-in')
        .send({ email: user.email, password: 'gresita1', captchaResponse: await solveCaptcha(api.app) })
        .expect(401, { errors: [M.badCredentials] });
    }
    await request(api.app).post('/api/account/sign-in').send({}).expect(429, tooMany);
  });

  it.each([
    ['/api/account', {}],
    ['/api/account/forgot-password', {}],
    ['/api/contact', {}],
  ])('%s has its own budget per address', async (path, body) => {
    await request(api.app).post(path).send(body).expect(400);
    await request(api.app).post(path).send(body).expect(400);
    const response = await request(api.app).post(path).send(body).expect(429, tooMany);
    expect(response.headers.ratelimit).toBeDefined();
  });

  it('writeLimiter counts per signed-in user', async () => {
    const agent = await signedInAgent(api.app);
    for (let call = 0; call < 3; call += 1) await agent.put('/api/user/profile').send({}).expect(200);
    await agent.put('/api/user/profile').send({}).expect(429, tooMany);
    const other = await signedInAgent(api.app);
    await other.put('/api/user/profile').send({}).expect(200);
  });
});
