import Joi from 'joi';
import { fieldMessages } from '../validation/common';
import { SEARCH_MESSAGES } from './messages';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, SEARCH_PATTERN } from './searchLimits';

/** The search text: 3–45 characters of the allowed set, trimmed. */
export const searchText = () =>
  fieldMessages(Joi.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH).pattern(SEARCH_PATTERN), {
    'string.base': SEARCH_MESSAGES.invalid,
    'string.empty': SEARCH_MESSAGES.invalid,
    'any.required': SEARCH_MESSAGES.invalid,
    'string.min': SEARCH_MESSAGES.invalid,
    'string.max': SEARCH_MESSAGES.tooLong,
    'string.pattern.base': SEARCH_MESSAGES.invalidCharacters,
  });

/** GET /api/search/autocomplete?search= */
export const autocompleteQuery = Joi.object({ search: searchText().required() });

export interface AutocompleteQuery {
  search: string;
}

export const AUTOCOMPLETE_ARTIST_LIMIT = 5;
export const AUTOCOMPLETE_TAB_LIMIT = 10;

export interface AutocompleteResponse {
  artists: { name: string; slug: string }[];
  tabs: {
    title: string;
    slug: string;
    artist: { name: string; slug: string };
    author: { name: string; slug: string } | null;
  }[];
  errors: string[];
}
