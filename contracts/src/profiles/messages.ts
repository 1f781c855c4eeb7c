/** Public profile and community messages (spec §2). */
export const PROFILE_MESSAGES = {
  pageParamInvalid: 'Parametrul de pagină este incorect.',
} as const;

/** The community page lists 100 contributors per page (spec §9). */
export const CONTRIBUTORS_PAGE_SIZE = 100;
