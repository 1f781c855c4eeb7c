import type { Songbook, SongbookEntry, SongbookSummary } from '@acorduri/contracts';

/** Songbook fixtures shaped like the API's answers. */
export const summary = (
  id: string,
  name: string,
  overrides: Partial<SongbookSummary> = {},
): SongbookSummary => ({
  id: id.repeat(24),
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description: '',
  isPublic: false,
  entryCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-15T10:00:00.000Z',
  ...overrides,
});

export const entry = (id: string, title: string, overrides: Partial<SongbookEntry> = {}): SongbookEntry => ({
  id: id.repeat(24),
  tabId: `t${id}`.padEnd(24, '0'),
  title,
  artistName: 'Phoenix',
  transpose: 0,
  capo: 0,
  note: '',
  scrollSpeed: 0,
  unavailable: false,
  tab: {
    id: `t${id}`.padEnd(24, '0'),
    title,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    artist: { name: 'Phoenix', slug: 'phoenix' },
  },
  ...overrides,
});

export const songbook = (entries: SongbookEntry[], overrides: Partial<Songbook> = {}): Songbook => ({
  ...summary('s', 'Concert', { entryCount: entries.length }),
  owner: { name: 'ana', slug: 'ana' },
  isOwner: true,
  entries,
  ...overrides,
});
