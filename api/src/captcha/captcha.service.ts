import { ACCOUNT_MESSAGES } from '@acorduri/contracts';
import type { Challenge } from 'altcha-lib';
import type { RequestHandler } from 'express';
import type { CaptchaConfig } from '../config/config';
import { HttpError } from '../errors/HttpError';
import { bodyOf } from '../http/validate';
import { AltchaCaptcha } from './altcha';
import { verifyHcaptcha } from './hcaptcha';

/** What the forms need to show the right widget (GET /api/captcha). */
export type CaptchaWidget =
  | { provider: 'altcha'; challengeUrl: string }
  | { provider: 'hcaptcha'; sitekey: string | null };

export interface Captcha {
  readonly widget: CaptchaWidget;
  /** A fresh ALTCHA challenge; undefined while hCaptcha is the provider. */
  challenge(): Promise<Challenge | undefined>;
  verify(response: string, remoteIp: string | undefined): Promise<boolean>;
}

function createCaptcha(config: CaptchaConfig): Captcha {
  if (config.hcaptchaSecret) {
    return {
      widget: { provider: 'hcaptcha', sitekey: config.hcaptchaSitekey ?? null },
      challenge: async () => undefined,
      verify: (response, remoteIp) => verifyHcaptcha(config, response, remoteIp),
    };
  }
  const altcha = new AltchaCaptcha(config);
  return {
    widget: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
    challenge: () => altcha.createChallenge(),
    verify: (response) => altcha.verify(response),
  };
}

const captchas = new WeakMap<CaptchaConfig, Captcha>();

/** One captcha per app configuration, so a challenge handed out is verified with the same key. */
export function captchaFor(config: CaptchaConfig): Captcha {
  let captcha = captchas.get(config);
  if (!captcha) {
    captcha = createCaptcha(config);
    captchas.set(config, captcha);
  }
  return captcha;
}

/** After `validate(...)`: the body's `captchaResponse` must be a valid, unused answer, else 400. */
export function requireCaptcha(config: CaptchaConfig): RequestHandler {
  const captcha = captchaFor(config);
  return async (req, _res, next) => {
    const { captchaResponse } = bodyOf<{ captchaResponse: string }>(req);
    next(
      (await captcha.verify(captchaResponse, req.ip))
        ? undefined
        : new HttpError(400, ACCOUNT_MESSAGES.captchaInvalid),
    );
  };
}
