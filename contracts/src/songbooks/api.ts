/** The songbook and reader-preference calls, written once for the API routes, the screens and the tests. */
export const SONGBOOK_API = {
  mine: '/api/user/songbook',
  one: (id: string) => `/api/user/songbook/${encodeURIComponent(id)}`,
  duplicate: (id: string) => `/api/user/songbook/${encodeURIComponent(id)}/duplicate`,
  entries: (id: string) => `/api/user/songbook/${encodeURIComponent(id)}/entries`,
  entry: (id: string, entryId: string) =>
    `/api/user/songbook/${encodeURIComponent(id)}/entries/${encodeURIComponent(entryId)}`,
  order: (id: string) => `/api/user/songbook/${encodeURIComponent(id)}/order`,
  bySlug: (slug: string) => `/api/songbook/${encodeURIComponent(slug)}`,
  ofProfile: (profileSlug: string) => `/api/profile/${encodeURIComponent(profileSlug)}/songbooks`,
  readerPreference: (tabId: string) => `/api/user/reader-preferences/${encodeURIComponent(tabId)}`,
} as const;
