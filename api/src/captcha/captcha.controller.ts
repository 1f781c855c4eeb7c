import type { RequestHandler } from 'express';
import type { CaptchaConfig } from '../config/config';
import { HttpError } from '../errors/HttpError';
import { captchaFor } from './captcha.service';

export function captchaController(config: CaptchaConfig) {
  const captcha = captchaFor(config);

  const widget: RequestHandler = (_req, res) => {
    res.json(captcha.widget);
  };

  const challenge: RequestHandler = async (_req, res) => {
    const created = await captcha.challenge();
    if (!created) throw new HttpError(404);
    // Every challenge is single-use: never let a cache hand the same one to two visitors.
    res.set('Cache-Control', 'no-store').json(created);
  };

  return { widget, challenge };
}
