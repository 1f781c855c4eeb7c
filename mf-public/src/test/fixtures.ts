import type { TabListItem } from '@acorduri/contracts';

export function tabItem(overrides: Partial<TabListItem> = {}): TabListItem {
  return {
    id: 't1',
    title: 'Sărbătoare de iarnă',
    slug: 'sarbatoare-de-iarna',
    artistId: 'a1',
    artist: { id: 'a1', name: 'Ana Lungu', slug: 'ana-lungu', tempName: null },
    author: { id: 'u2', name: 'ion', slug: 'ion' },
    tagIds: [],
    tags: [],
    tagsCsv: '',
    midi: null,
    gtp: null,
    rating: 4.5,
    ratingCount: 4,
    favouriteCount: 2,
    commentCount: 0,
    isPublic: true,
    isExplicit: false,
    draftAvailable: false,
    draft: null,
    preview: 'Am G C\nE sărbătoare în noi',
    createdAt: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}
