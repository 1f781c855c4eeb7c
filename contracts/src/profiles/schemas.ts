import Joi from 'joi';
import { pagingQuery } from '../validation/common';
import { CONTRIBUTORS_PAGE_SIZE, PROFILE_MESSAGES } from './messages';

/** A profile slug has letters, digits and hyphens only (spec §2). */
export const PROFILE_SLUG_PATTERN = /^[\p{L}\p{N}-]+$/u;

/** GET /api/profile/{slug} */
export const profileSlugParams = Joi.object({
  slug: Joi.string().max(100).pattern(PROFILE_SLUG_PATTERN).required().messages({
    '*': PROFILE_MESSAGES.pageParamInvalid,
  }),
});

/** GET /api/contributor: most published tabs first by default. */
export const contributorListQuery = Joi.object({
  ...pagingQuery(['publishedTabCount', 'name'], { orderby: 'publishedTabCount', sort: 'desc' }),
  limit: Joi.number().integer().min(1).max(500).default(CONTRIBUTORS_PAGE_SIZE),
});
