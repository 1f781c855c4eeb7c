import { Router } from 'express';
import type { CaptchaConfig } from '../config/config';
import { captchaController } from './captcha.controller';

/** GET /api/captcha (which widget to show) and GET /api/captcha/challenge (a fresh ALTCHA challenge). */
export function captchaRoutes(config: CaptchaConfig): Router {
  const controller = captchaController(config);
  const router = Router();
  router.get('/captcha', controller.widget);
  router.get('/captcha/challenge', controller.challenge);
  return router;
}
