import {
  changeEmailSchema,
  changePasswordSchema,
  emailTokenSchema,
  forgotPasswordSchema,
  nameAvailableSchema,
  registerSchema,
  setPasswordSchema,
  signInSchema,
} from '@acorduri/contracts';
import { Router } from 'express';
import type { AppDependencies } from '../appDependencies';
import { requireUser } from '../auth/guards';
import { requireCaptcha } from '../captcha/captcha.service';
import { authLimiter, writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { mailerFor } from '../mail/mailer';
import { accountController } from './account.controller';

/** /api/account/*: session, registration, email links, password and email changes, deletion. */
export function accountRoutes({ config, logger }: Pick<AppDependencies, 'config' | 'logger'>): Router {
  const controller = accountController({ config, logger, mailer: mailerFor(config, logger) });
  const captcha = requireCaptcha(config.captcha);
  const router = Router();
  router.get('/account', controller.current);
  router.post(
    '/account/sign-in',
    authLimiter('sign-in'),
    validate({ body: signInSchema }),
    captcha,
    controller.signIn,
  );
  router.post('/account/sign-out', controller.signOut);
  router.post(
    '/account',
    authLimiter('register'),
    validate({ body: registerSchema }),
    captcha,
    controller.register,
  );
  router.delete('/account', requireUser, writeLimiter, controller.remove);
  router.post('/account/name-available', validate({ body: nameAvailableSchema }), controller.nameAvailable);
  router.post(
    '/account/verify-email',
    writeLimiter,
    validate({ body: emailTokenSchema }),
    controller.verifyEmail,
  );
  router.post(
    '/account/confirm-email',
    requireUser,
    writeLimiter,
    validate({ body: emailTokenSchema }),
    controller.confirmEmail,
  );
  router.post(
    '/account/forgot-password',
    authLimiter('forgot-password'),
    validate({ body: forgotPasswordSchema }),
    captcha,
    controller.forgotPassword,
  );
  router.post(
    '/account/set-password',
    writeLimiter,
    validate({ body: setPasswordSchema }),
    controller.setPassword,
  );
  router.post(
    '/account/change-email',
    requireUser,
    writeLimiter,
    validate({ body: changeEmailSchema }),
    controller.changeEmail,
  );
  router.post(
    '/account/change-password',
    requireUser,
    writeLimiter,
    validate({ body: changePasswordSchema }),
    controller.changePassword,
  );
  return router;
}
