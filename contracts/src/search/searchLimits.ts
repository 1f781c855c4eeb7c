// Kept apart from search.schemas so the search box can check text as it is typed without pulling Joi into a page.
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 45;
/** Letters (Romanian diacritics included, precomposed or combining), digits, hyphen, comma and space. */
export const SEARCH_PATTERN = /^[\p{L}\p{M}\p{Nd}, -]+$/u;
