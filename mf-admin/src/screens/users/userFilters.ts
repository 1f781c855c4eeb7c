/** The Users screen's filters and how each chosen value becomes a query parameter (admin.md §2 and §5). */

export const YES = 'Da';
export const NO = 'Nu';
export type YesNo = typeof YES | typeof NO;

/** Role names in the filter and the dialog, by the role number the API uses (admin.md §3). */
export const ROLE_NAMES = { 0: 'Standard', 1: 'Admin', 2: 'Susținător' } as const;
export type RoleNumber = keyof typeof ROLE_NAMES;
export type RoleName = (typeof ROLE_NAMES)[RoleNumber];

export interface UserFilterValues {
  readonly role?: RoleName;
  readonly verified?: YesNo;
  readonly active?: YesNo;
  readonly withTabs?: YesNo;
  readonly withRequests?: YesNo;
  readonly withComments?: YesNo;
}

export interface UserFilterQuery {
  role?: RoleNumber;
  verified?: 0 | 1;
  expired?: 0 | 1;
  with_tabs?: 0 | 1;
  with_requests?: 0 | 1;
  with_comments?: 0 | 1;
}

const ROLE_NUMBERS = Object.fromEntries(
  Object.entries(ROLE_NAMES).map(([number, name]) => [name, Number(number) as RoleNumber]),
) as Record<RoleName, RoleNumber>;

const yesIsOne = (value: YesNo): 0 | 1 => (value === YES ? 1 : 0);

/**
 * The §5 mapping: role Standard=0, Admin=1, Susținător=2; verified and the three "with" filters 'Da'=1 else 0;
 * active 'Da' means expired=0, otherwise expired=1. An unset filter sends nothing.
 */
export function userFilterQuery(filters: UserFilterValues): UserFilterQuery {
  const query: UserFilterQuery = {};
  if (filters.role) query.role = ROLE_NUMBERS[filters.role];
  if (filters.verified) query.verified = yesIsOne(filters.verified);
  if (filters.active) query.expired = filters.active === YES ? 0 : 1;
  if (filters.withTabs) query.with_tabs = yesIsOne(filters.withTabs);
  if (filters.withRequests) query.with_requests = yesIsOne(filters.withRequests);
  if (filters.withComments) query.with_comments = yesIsOne(filters.withComments);
  return query;
}
