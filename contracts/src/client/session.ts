import { apiFetch } from './apiFetch';

/** The signed-in user as GET /api/account returns it (spec §3), stamped locally when fetched. */
export interface AccountInfo {
  readonly id: string;
  readonly username: string;
  readonly slug: string;
  readonly email: string;
  /** 0 Standard, 1 admin, 2 Susținător */
  readonly role: number;
  readonly createdAt: string;
}

export const ROLES = { standard: 0, admin: 1, supporter: 2 } as const;

/** SWR key shared by the shell and every remote: one cache entry for the session across the page. */
export const SESSION_KEY = '/api/account';

/** The spec's session cache lifetime: 7200 s, then the account call is asked again. */
export const SESSION_MAX_AGE_MS = 7200 * 1000;

/**
 * The current user, or null when anonymous: the API answers the probe 200 with null for a signed-out visitor, so
 * no page logs a failed request; any error status is a real failure.
 */
export async function fetchSession(): Promise<AccountInfo | null> {
  return (await apiFetch<AccountInfo | null>(SESSION_KEY)) ?? null;
}

export const isAdmin = (user: AccountInfo | null | undefined): boolean => user?.role === ROLES.admin;
