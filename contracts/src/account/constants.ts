/** Limits of the account area (spec §5 and §9). */
export const ACCOUNT_LIMITS = {
  nameMin: 3,
  nameMax: 50,
  emailMax: 50,
  loginEmailMin: 5,
  loginEmailMax: 100,
  passwordMin: 6,
  passwordMax: 50,
  loginPasswordMax: 100,
  tokenMin: 100,
  tokenMax: 360,
  profileFieldMax: 200,
  contactMessageMax: 2000,
  /** Long enough for an hCaptcha token and an ALTCHA payload. */
  captchaMax: 10_000,
} as const;

/** The email-change link is valid for one hour (spec §9). */
export const EMAIL_CHANGE_LINK_SECONDS = 3600;

export const INQUIRY_TYPES = ['general', 'technical', 'support'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** Letters (with Romanian diacritics), digits, underscore, whitespace, dot and hyphen (spec §5). */
export const NAME_PATTERN = /^[\p{L}\p{N}_\s.-]+$/u;
