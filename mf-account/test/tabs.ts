import type { TabListItem } from '@acorduri/contracts';

/** A tab list row with sensible defaults; `slug` follows the title. */
export function tabItem(
  overrides: Partial<Omit<TabListItem, 'artist'>> & { artist?: Partial<TabListItem['artist']> } = {},
): TabListItem {
  const title = overrides.title ?? 'Andrii Popa';
  const { artist, ...rest } = overrides;
  return {
    id: 'c'.repeat(24),
    title,
    slug: title
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, '-'),
    artistId: 'd'.repeat(24),
    artist: { id: 'd'.repeat(24), name: 'Phoenix', slug: 'phoenix', tempName: null, ...artist },
    author: { id: 'u1', name: 'ana', slug: 'ana' },
    tagIds: [],
    tags: [],
    tagsCsv: '',
    midi: null,
    gtp: null,
    rating: 0,
    ratingCount: 0,
    favouriteCount: 0,
    commentCount: 0,
    isPublic: true,
    isExplicit: false,
    draftAvailable: false,
    draft: null,
    preview: '',
    createdAt: '2024-03-01T10:00:00.000Z',
    updatedAt: '2024-03-01T10:00:00.000Z',
    ...rest,
  };
}
