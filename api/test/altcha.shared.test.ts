import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { AltchaCaptcha } from '../src/captcha/altcha';
import { startTestApi, type TestApi } from './support/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.stop();
});

async function solvedBy(captcha: AltchaCaptcha): Promise<string> {
  const challenge = await captcha.createChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('ALTCHA without ALTCHA_HMAC_KEY on several instances', () => {
  it('verifies on one instance a challenge another signed, once', async () => {
    const config = { ...api.config.captcha, altchaHmacKey: undefined, altchaMaxNumber: 2000 };
    // Two objects stand for two API processes: they share only the database.
    const first = new AltchaCaptcha(config);
    const second = new AltchaCaptcha(config);
    const response = await solvedBy(first);
    expect(await second.verify(response)).toBe(true);
    expect(await first.verify(response)).toBe(false);
  });

  it('rejects a challenge signed with another key', async () => {
    const config = { ...api.config.captcha, altchaMaxNumber: 2000 };
    const foreign = new AltchaCaptcha({ ...config, altchaHmacKey: 'another key' });
    const ours = new AltchaCaptcha({ ...config, altchaHmacKey: undefined });
    expect(await ours.verify(await solvedBy(foreign))).toBe(false);
  });
});
