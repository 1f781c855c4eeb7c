import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_MESSAGES as M } from '@acorduri/contracts';
import request from 'supertest';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser, TEST_PASSWORD } from './support/users';

let api: TestApi;
let siteverify: Server;
const received: URLSearchParams[] = [];

beforeAll(async () => {
  // Stands in for hCaptcha's siteverify: 'bun' tokens pass, anything else fails.
  siteverify = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({ success: form.get('response') === 'bun' && form.get('secret') === 'secret-test' }),
      );
    });
  });
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  const { port } = siteverify.address() as AddressInfo;
  api = await startTestApi({
    HCAPTCHA_SECRET: 'secret-test',
    HCAPTCHA_SITEKEY: 'sitekey-test',
    HCAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
  });
});

afterAll(async () => {
  await api.stop();
  await new Promise((resolve) => siteverify.close(resolve));
});

describe('hCaptcha when its secret is configured', () => {
  it('tells the forms to show hCaptcha and hands out no ALTCHA challenge', async () => {
    await request(api.app).get('/api/captcha').expect(200, { provider: 'hcaptcha', sitekey: 'sitekey-test' });
    await request(api.app).get('/api/captcha/challenge').expect(404);
  });

  it('verifies the token with siteverify', async () => {
    const user = await createUser();
    await request(api.app)
      .post('/api/account/sign-in')
      .send({ email: user.email, password: TEST_PASSWORD, hcaptchaResponse: 'rau' })
      .expect(400, { errors: [M.captchaInvalid] });
    await request(api.app)
      .post('/api/account/sign-in')
      .send({ email: user.email, password: TEST_PASSWORD, hcaptchaResponse: 'bun' })
      .expect(200);
    expect(received.at(-1)?.get('sitekey')).toBe('sitekey-test');
    expect(received.at(-1)?.get('remoteip')).toMatch(/127\.0\.0\.1/);
  });
});
