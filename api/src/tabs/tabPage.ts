import type { TabOrderBy } from '@acorduri/contracts';
import { leanFind } from '../db/leanFind';
import { TabModel } from './tab.model';
import { TAB_LIST_FIELDS, type TabRecord } from './tab.views';
import { TAB_SORT_FIELDS } from './tabSortFields';

export function tabSort(orderby: TabOrderBy, sort: 'asc' | 'desc'): Record<string, 1 | -1> {
  const direction = sort === 'desc' ? -1 : 1;
  const keys: Record<string, 1 | -1> = {};
  for (const field of TAB_SORT_FIELDS[orderby]) keys[field] = direction;
  keys._id = direction;
  return keys;
}

/**
 * One page of list rows (no bodies) matching `filter` in the requested order, read in order from an index walk
 * (`{ isPublic, <sort fields>, _id }`, for a category `{ tagIds, isPublic, … }`, for a search
 * `{ searchGrams, isPublic, favouriteCount, _id }`), skipping to the offset instead of sorting every match.
 */
export function findTabPage(
  filter: Record<string, unknown>,
  order: { orderby: TabOrderBy; sort: 'asc' | 'desc' },
  offset: number,
  limit: number,
): Promise<TabRecord[]> {
  return leanFind<TabRecord>(TabModel, filter, {
    projection: TAB_LIST_FIELDS,
    sort: tabSort(order.orderby, order.sort),
    skip: offset,
    limit,
  });
}
