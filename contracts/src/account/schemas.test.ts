import type Joi from 'joi';
import { VALIDATION_OPTIONS } from '../validation/common';
import { ACCOUNT_MESSAGES as M } from './messages';
import {
  changeEmailSchema,
  changePasswordSchema,
  contactSchema,
  emailTokenSchema,
  forgotPasswordSchema,
  nameAvailableSchema,
  profileSchema,
  registerSchema,
  resetPasswordFormSchema,
  setPasswordSchema,
  signInSchema,
} from './schemas';

function errorsOf(schema: Joi.Schema, value: unknown): string[] {
  const { error } = schema.validate(value, VALIDATION_OPTIONS);
  return error ? error.details.map((detail) => detail.message) : [];
}

const validRegistration = {
  name: 'Ana Popescu',
  email: 'ana@exemplu.ro',
  password: 'secret1',
  confirmPassword: 'secret1',
  isEulaAccepted: 1,
  captchaResponse: 'x',
};

describe('account schemas', () => {
  it('sign-in: required messages, lengths, and the hcaptchaResponse alias', () => {
    expect(errorsOf(signInSchema, {})).toEqual([M.emailRequired, M.passwordRequired, M.loginCaptchaRequired]);
    expect(errorsOf(signInSchema, { email: 'a@b', password: '12345', captchaResponse: 'x' })).toEqual([
      M.emailInvalid,
      M.emailTooShort,
      M.passwordTooShort,
    ]);
    expect(
      errorsOf(signInSchema, {
        email: `${'a'.repeat(60)}@${'b'.repeat(40)}.ro`,
        password: 'p'.repeat(101),
        captchaResponse: 'x',
      }),
    ).toEqual([M.emailTooLong100, M.passwordTooLong100]);
    const { value } = signInSchema.validate(
      { email: ' Ana@Exemplu.RO ', password: 'secret1', hcaptchaResponse: 'token' },
      VALIDATION_OPTIONS,
    );
    expect(value).toEqual({ email: 'ana@exemplu.ro', password: 'secret1', captchaResponse: 'token' });
  });

  it('register: every rule has its message', () => {
    expect(errorsOf(registerSchema, validRegistration)).toEqual([]);
    expect(errorsOf(registerSchema, {})).toEqual([
      M.nameRequired,
      M.emailRequired,
      M.passwordRequired,
      M.passwordConfirmationRequired,
      M.eulaRequired,
      M.captchaRequired,
    ]);
    expect(
      errorsOf(registerSchema, {
        ...validRegistration,
        name: 'Ana<script>',
        email: 'nu-e-email',
        confirmPassword: 'altceva',
        isEulaAccepted: 0,
      }),
    ).toEqual([M.nameInvalidCharacters, M.emailInvalid, M.passwordConfirmationMismatch, M.eulaRequired]);
    expect(
      errorsOf(registerSchema, {
        ...validRegistration,
        name: 'ab',
        email: `${'a'.repeat(46)}@b.ro`,
        password: 'p'.repeat(51),
      }),
    ).toEqual([M.nameTooShort, M.emailTooLong50, M.passwordTooLong50, M.passwordConfirmationMismatch]);
    expect(errorsOf(registerSchema, { ...validRegistration, name: 'n'.repeat(51) })).toEqual([M.nameTooLong]);
  });

  it('names accept Romanian letters, digits, underscore, spaces, dots and hyphens', () => {
    expect(errorsOf(nameAvailableSchema, { name: 'Ștefan_Țăran 2.0-bis' })).toEqual([]);
    expect(errorsOf(nameAvailableSchema, { name: 'ana@pop' })).toEqual([M.nameInvalidCharacters]);
  });

  it('tokens are 100 to 360 characters', () => {
    expect(errorsOf(emailTokenSchema, { token: 't'.repeat(100) })).toEqual([]);
    expect(errorsOf(emailTokenSchema, { token: 't'.repeat(99) })).toEqual([M.tokenInvalid]);
    expect(errorsOf(emailTokenSchema, { token: 't'.repeat(361) })).toEqual([M.tokenInvalid]);
    expect(errorsOf(emailTokenSchema, {})).toEqual([M.tokenInvalid]);
  });

  it('forgot, set and reset password', () => {
    expect(errorsOf(forgotPasswordSchema, {})).toEqual([M.emailRequired, M.captchaRequired]);
    expect(errorsOf(setPasswordSchema, { token: 't'.repeat(120), newPassword: '123' })).toEqual([
      M.passwordTooShort,
    ]);
    expect(
      errorsOf(resetPasswordFormSchema, {
        token: 't'.repeat(120),
        newPassword: 'secret1',
        confirmPassword: 'secret2',
      }),
    ).toEqual([M.passwordConfirmationMismatch]);
  });

  it('change email and change password confirmations', () => {
    expect(
      errorsOf(changeEmailSchema, { password: 'secret1', email: 'a@b.ro', emailConfirm: 'c@d.ro' }),
    ).toEqual([M.emailConfirmationMismatch]);
    expect(
      errorsOf(changePasswordSchema, {
        password: 'secret1',
        newPassword: 'secret2',
        newPasswordConfirmation: 'secret3',
      }),
    ).toEqual([M.passwordConfirmationMismatch]);
    expect(errorsOf(changePasswordSchema, { password: 'secret1' })).toEqual([
      M.newPasswordRequired,
      M.passwordConfirmationRequired,
    ]);
  });

  it('profile: 200-character fields, instrument codes, location id; name and slug are stripped', () => {
    expect(
      errorsOf(profileSchema, { favouriteArtists: 'a'.repeat(201), otherInfo: 'b'.repeat(201) }),
    ).toEqual([M.fieldTooLong200, M.fieldTooLong200]);
    expect(errorsOf(profileSchema, { instrumentCodes: '0101', locationId: 'oraș' })).toEqual([
      M.locationInvalid,
      M.instrumentsInvalid,
    ]);
    const { value } = profileSchema.validate(
      { name: 'x', slug: 'y', instrumentCodes: '1'.repeat(20), locationId: null },
      VALIDATION_OPTIONS,
    );
    expect(value).toEqual({ instrumentCodes: '1'.repeat(20), locationId: null });
  });

  it('contact messages', () => {
    expect(errorsOf(contactSchema, {})).toEqual([
      M.fieldRequired,
      M.fieldRequired,
      M.fieldRequired,
      M.captchaRequired,
    ]);
    expect(
      errorsOf(contactSchema, {
        fromEmail: 'nu-e-email',
        inquiryType: 'altceva',
        message: 'm'.repeat(2001),
        captchaResponse: 'x',
      }),
    ).toEqual([M.emailInvalid, M.inquiryTypeInvalid, M.messageTooLong]);
    expect(
      errorsOf(contactSchema, {
        fromEmail: `${'a'.repeat(46)}@b.ro`,
        inquiryType: 'support',
        message: 'Salut',
        captchaResponse: 'x',
      }),
    ).toEqual([M.emailTooLong50]);
  });
});
