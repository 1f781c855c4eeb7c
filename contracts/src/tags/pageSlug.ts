import Joi from 'joi';
import { fieldMessages } from '../validation/common';

/** Spec §5 (category slug; the profile page uses the same rule and message). */
export const PAGE_SLUG_MESSAGE = 'Parametrul de pagină este incorect.';
export const PAGE_SLUG_PATTERN = /^[\p{L}\p{Nd}-]+$/u;

/** A slug in a page URL: letters, digits and hyphens only. */
export const pageSlug = () =>
  fieldMessages(Joi.string().max(200).pattern(PAGE_SLUG_PATTERN), {
    'string.base': PAGE_SLUG_MESSAGE,
    'string.empty': PAGE_SLUG_MESSAGE,
    'string.max': PAGE_SLUG_MESSAGE,
    'string.pattern.base': PAGE_SLUG_MESSAGE,
    'any.required': PAGE_SLUG_MESSAGE,
  });
