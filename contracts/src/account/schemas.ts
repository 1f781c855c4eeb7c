import Joi from 'joi';
import { ACCOUNT_LIMITS, INQUIRY_TYPES, type InquiryType } from './constants';
import {
  captcha,
  confirmationOf,
  email,
  loginEmail,
  name,
  password,
  token,
  withCaptchaAlias,
} from './fields';
import { ACCOUNT_MESSAGES as M } from './messages';

/** POST /api/account/sign-in */
export const signInSchema = withCaptchaAlias(
  Joi.object({
    email: loginEmail(),
    password: password(ACCOUNT_LIMITS.loginPasswordMax),
    captchaResponse: captcha(M.loginCaptchaRequired),
  }),
);
export interface SignInPayload {
  email: string;
  password: string;
  captchaResponse: string;
}

/** POST /api/account (registration) */
export const registerSchema = Joi.object({
  name: name(),
  email: email(),
  password: password(),
  confirmPassword: confirmationOf('password', M.passwordConfirmationRequired, M.passwordConfirmationMismatch),
  isEulaAccepted: Joi.boolean().truthy(1, '1').falsy(0, '0').valid(true).required().messages({
    'any.required': M.eulaRequired,
    'any.only': M.eulaRequired,
    'boolean.base': M.eulaRequired,
  }),
  captchaResponse: captcha(M.captchaRequired),
});
export interface RegisterPayload {
  name: string;
  email: string;
  password: string;
  captchaResponse: string;
}

/** POST /api/account/name-available */
export const nameAvailableSchema = Joi.object({ name: name() });
export interface NameAvailablePayload {
  name: string;
}

/** POST /api/account/verify-email and /api/account/confirm-email */
export const emailTokenSchema = Joi.object({ token: token() });
export interface EmailTokenPayload {
  token: string;
}

/** POST /api/account/forgot-password */
export const forgotPasswordSchema = withCaptchaAlias(
  Joi.object({ email: email(), captchaResponse: captcha(M.captchaRequired) }),
);
export interface ForgotPasswordPayload {
  email: string;
  captchaResponse: string;
}

/** POST /api/account/set-password (the reset link's token and the new password) */
export const setPasswordSchema = Joi.object({ token: token(), newPassword: password() });
export interface SetPasswordPayload {
  token: string;
  newPassword: string;
}

/** The reset-password form: the call's fields plus the confirmation, checked in the browser only. */
export const resetPasswordFormSchema = setPasswordSchema.keys({
  confirmPassword: confirmationOf(
    'newPassword',
    M.passwordConfirmationRequired,
    M.passwordConfirmationMismatch,
  ),
});

/** POST /api/account/change-email */
export const changeEmailSchema = Joi.object({
  password: password(),
  email: email(),
  emailConfirm: confirmationOf('email', M.emailRequired, M.emailConfirmationMismatch),
});
export interface ChangeEmailPayload {
  password: string;
  email: string;
}

/** POST /api/account/change-password */
export const changePasswordSchema = Joi.object({
  password: password(),
  newPassword: password(ACCOUNT_LIMITS.passwordMax, M.newPasswordRequired),
  newPasswordConfirmation: confirmationOf(
    'newPassword',
    M.passwordConfirmationRequired,
    M.passwordConfirmationMismatch,
  ),
});
export interface ChangePasswordPayload {
  password: string;
  newPassword: string;
}

const profileText = () =>
  Joi.string()
    .trim()
    .allow('')
    .max(ACCOUNT_LIMITS.profileFieldMax)
    .messages({ 'string.max': M.fieldTooLong200, 'string.base': M.fieldTooLong200 });

/**
 * PUT /api/user/profile. The name and slug the profile object also carries are read-only (they are stripped):
 * the slug is the public profile's address and tabs show the author's name.
 */
export const profileSchema = Joi.object({
  locationId: Joi.string()
    .pattern(/^[0-9a-f]{24}$/i)
    .allow(null, '')
    .messages({ 'string.pattern.base': M.locationInvalid, 'string.base': M.locationInvalid }),
  instrumentCodes: Joi.string()
    .pattern(/^[01]{20}$/)
    .messages({ 'string.pattern.base': M.instrumentsInvalid, 'string.base': M.instrumentsInvalid }),
  favouriteArtists: profileText(),
  otherInfo: profileText(),
});
export interface ProfileUpdate {
  locationId?: string | null;
  instrumentCodes?: string;
  favouriteArtists?: string;
  otherInfo?: string;
}

/** POST /api/contact */
export const contactSchema = withCaptchaAlias(
  Joi.object({
    fromEmail: Joi.string()
      .trim()
      .lowercase()
      .email({ tlds: false })
      .max(ACCOUNT_LIMITS.emailMax)
      .required()
      .messages({
        'any.required': M.fieldRequired,
        'string.empty': M.fieldRequired,
        'string.base': M.fieldRequired,
        'string.email': M.emailInvalid,
        'string.max': M.emailTooLong50,
      }),
    inquiryType: Joi.string()
      .valid(...INQUIRY_TYPES)
      .required()
      .messages({
        'any.required': M.fieldRequired,
        'string.empty': M.fieldRequired,
        'any.only': M.inquiryTypeInvalid,
        'string.base': M.inquiryTypeInvalid,
      }),
    message: Joi.string().trim().max(ACCOUNT_LIMITS.contactMessageMax).required().messages({
      'any.required': M.fieldRequired,
      'string.empty': M.fieldRequired,
      'string.base': M.fieldRequired,
      'string.max': M.messageTooLong,
    }),
    captchaResponse: captcha(M.captchaRequired),
  }),
);
export interface ContactPayload {
  fromEmail: string;
  inquiryType: InquiryType;
  message: string;
  captchaResponse: string;
}
