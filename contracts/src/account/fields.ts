import Joi from 'joi';
import { ACCOUNT_LIMITS, NAME_PATTERN } from './constants';
import { ACCOUNT_MESSAGES as M } from './messages';

// Field rules shared by the account schemas; each rule carries its Romanian messages.

/** The browser build of Joi has no TLD list, so addresses are checked without it everywhere. */
const emailFormat = () => Joi.string().trim().lowercase().email({ tlds: false });

export const email = (max: number = ACCOUNT_LIMITS.emailMax) =>
  emailFormat()
    .max(max)
    .required()
    .messages({
      'any.required': M.emailRequired,
      'string.empty': M.emailRequired,
      'string.base': M.emailRequired,
      'string.email': M.emailInvalid,
      'string.max': max === ACCOUNT_LIMITS.emailMax ? M.emailTooLong50 : M.emailTooLong100,
    });

export const loginEmail = () =>
  email(ACCOUNT_LIMITS.loginEmailMax)
    .min(ACCOUNT_LIMITS.loginEmailMin)
    .messages({ 'string.min': M.emailTooShort });

export const password = (
  max: number = ACCOUNT_LIMITS.passwordMax,
  requiredMessage: string = M.passwordRequired,
) =>
  Joi.string()
    .min(ACCOUNT_LIMITS.passwordMin)
    .max(max)
    .required()
    .messages({
      'any.required': requiredMessage,
      'string.empty': requiredMessage,
      'string.base': requiredMessage,
      'string.min': M.passwordTooShort,
      'string.max': max === ACCOUNT_LIMITS.passwordMax ? M.passwordTooLong50 : M.passwordTooLong100,
    });

/** A confirmation field that must repeat `field`. */
export const confirmationOf = (field: string, requiredMessage: string, mismatchMessage: string) =>
  Joi.any().valid(Joi.ref(field)).required().messages({
    'any.required': requiredMessage,
    'any.only': mismatchMessage,
  });

export const name = () =>
  Joi.string()
    .trim()
    .min(ACCOUNT_LIMITS.nameMin)
    .max(ACCOUNT_LIMITS.nameMax)
    .pattern(NAME_PATTERN)
    .required()
    .messages({
      'any.required': M.nameRequired,
      'string.empty': M.nameRequired,
      'string.base': M.nameRequired,
      'string.min': M.nameTooShort,
      'string.max': M.nameTooLong,
      'string.pattern.base': M.nameInvalidCharacters,
    });

export const token = () =>
  Joi.string().min(ACCOUNT_LIMITS.tokenMin).max(ACCOUNT_LIMITS.tokenMax).required().messages({
    'any.required': M.tokenInvalid,
    'string.empty': M.tokenInvalid,
    'string.base': M.tokenInvalid,
    'string.min': M.tokenInvalid,
    'string.max': M.tokenInvalid,
  });

/** The captcha answer: an ALTCHA payload or an hCaptcha token. */
export const captcha = (requiredMessage: string) =>
  Joi.string().max(ACCOUNT_LIMITS.captchaMax).required().messages({
    'any.required': requiredMessage,
    'string.empty': requiredMessage,
    'string.base': requiredMessage,
    'string.max': M.captchaInvalid,
  });

/**
 * The spec names the captcha field `hcaptchaResponse` on sign-in and forgot-password and `captchaResponse`
 * elsewhere; both are accepted everywhere and arrive as `captchaResponse`.
 */
export const withCaptchaAlias = (schema: Joi.ObjectSchema) =>
  schema.rename('hcaptchaResponse', 'captchaResponse', { ignoreUndefined: true, override: true });
