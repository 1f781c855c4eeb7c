/**
 * Screens' tests do not run proof of work: `jest.mock('../../captcha/solveChallenge', () => captchaModuleMock)`
 * makes ticking the captcha hand the form this payload at once.
 */
export const CAPTCHA_PAYLOAD = 'captcha-payload';

export const captchaModuleMock = {
  fetchAndSolveCaptcha: async () => CAPTCHA_PAYLOAD,
};
