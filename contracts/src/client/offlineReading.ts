/**
 * Offline reading (issue #18): what the shell's service worker may answer from a cache when the network is down,
 * and the cache a songbook marked "Disponibil offline" is stored in. Shared by the service worker and the
 * screens that fill the cache, so both name the same cache and the same calls.
 */

/** Filled by the screens only (the worker never writes it): songbooks, their tabs, their pages. Versioned. */
export const OFFLINE_SONGBOOKS_CACHE = 'acorduri-songbooks-v1';

/**
 * API reads a cache may answer offline: public songbooks, the user's own songbook calls, public tab reads and
 * the session probe (so a private songbook's page knows its owner offline). Everything else, every write and
 * every admin call always goes to the network.
 */
const OFFLINE_READABLE_API = [
  /^\/api\/songbook\/[^/]+$/,
  /^\/api\/user\/songbook$/,
  /^\/api\/user\/songbook\/[0-9a-f]{24}$/,
  /^\/api\/tab\/by-slug\/[^/]+\/[^/]+$/,
  /^\/api\/account$/,
];

export function isOfflineReadableApi(method: string, pathname: string): boolean {
  return method === 'GET' && OFFLINE_READABLE_API.some((pattern) => pattern.test(pathname));
}

/**
 * The user's songbook list ('Cântecele mele'), saved with every offline songbook under this one address. Offline,
 * the list asked with any paging or order is answered with it (the service worker matches it ignoring the query).
 */
export const OFFLINE_SONGBOOK_LIST = '/api/user/songbook?limit=50&offset=0&orderby=updatedAt&sort=desc';

/** Whether an API read may be answered offline by the saved list whatever its query (see above). */
export const isOfflineListApi = (pathname: string) => pathname === '/api/user/songbook';
