import type { TabOrderBy } from '@acorduri/contracts';

/** Sort keys of each orderby value (the normalised names where they exist); the id then breaks ties. */
export const TAB_SORT_FIELDS: Readonly<Record<TabOrderBy, readonly string[]>> = {
  created_at: ['createdAt'],
  updated_at: ['updatedAt'],
  title: ['searchTitle', 'searchArtist'],
  artist: ['searchArtist', 'searchTitle'],
  rating: ['rating', 'ratingCount'],
  favourite_count: ['favouriteCount'],
  comment_count: ['commentCount'],
};

/** The index key serving a sort on `fields` then _id, in either direction (walked backwards for desc). */
export function tabSortIndexKey(fields: readonly string[]): Record<string, 1> {
  const key: Record<string, 1> = {};
  for (const field of fields) key[field] = 1;
  key._id = 1;
  return key;
}
