import { contactSchema } from '@acorduri/contracts';
import { Router } from 'express';
import type { AppDependencies } from '../appDependencies';
import { requireCaptcha } from '../captcha/captcha.service';
import { authLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { mailerFor } from '../mail/mailer';
import { contactController } from './contact.controller';

/** POST /api/contact → { message: 'Email sent successfully.' } */
export function contactRoutes({ config, logger }: Pick<AppDependencies, 'config' | 'logger'>): Router {
  const controller = contactController({ config, logger, mailer: mailerFor(config, logger) });
  const router = Router();
  router.post(
    '/contact',
    authLimiter('contact'),
    validate({ body: contactSchema }),
    requireCaptcha(config.captcha),
    controller.send,
  );
  return router;
}
