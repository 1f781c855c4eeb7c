import type { TabOrderBy } from '@acorduri/contracts';
import type { SortOrder } from 'mongoose';
import { TabModel } from './tab.model';
import { TAB_LIST_FIELDS, type TabRecord } from './tab.views';
import { TAB_SORT_FIELDS } from './tabSortFields';

export function tabSort(orderby: TabOrderBy, sort: 'asc' | 'desc'): Record<string, SortOrder> {
  const direction: SortOrder = sort === 'desc' ? -1 : 1;
  const keys: Record<string, SortOrder> = {};
  for (const field of TAB_SORT_FIELDS[orderby]) keys[field] = direction;
  keys._id = direction;
  return keys;
}

/** Favourite counts tried as lower bounds, highest first, before reading every match. */
const POPULARITY_THRESHOLDS = [64, 16, 4, 1] as const;

/**
 * A page of the most favoured matches without sorting every match: a range on favouriteCount (an index field
 * after the filter's equalities, e.g. { searchGrams, isPublic, favouriteCount }) reads only the popular ones.
 * When at least offset + limit matches reach a threshold, the page lies wholly above it (everything below ranks
 * lower); otherwise the next, lower threshold is tried, and finally every match.
 */
async function mostFavouredPage(
  filter: Record<string, unknown>,
  offset: number,
  limit: number,
): Promise<TabRecord[]> {
  const sort = tabSort('favourite_count', 'desc');
  for (const threshold of POPULARITY_THRESHOLDS) {
    const popular = await TabModel.find({ ...filter, favouriteCount: { $gte: threshold } }, TAB_LIST_FIELDS)
      .sort(sort)
      .limit(offset + limit)
      .lean<TabRecord[]>();
    if (popular.length >= offset + limit) return popular.slice(offset);
  }
  return TabModel.find(filter, TAB_LIST_FIELDS).sort(sort).skip(offset).limit(limit).lean<TabRecord[]>();
}

/**
 * One page of list rows (no bodies) matching `filter` in the requested order. A `searched` filter (search terms'
 * grams) has no index giving the most favoured first, so those are read through favouriteCount thresholds; any
 * other filter's page is read in order from an index walk ({ isPublic, favouriteCount, _id }), skipping to the
 * offset instead of reading every row before it.
 */
export function findTabPage(
  filter: Record<string, unknown>,
  order: { orderby: TabOrderBy; sort: 'asc' | 'desc' },
  offset: number,
  limit: number,
  searched = false,
): Promise<TabRecord[]> {
  if (searched && order.orderby === 'favourite_count' && order.sort === 'desc')
    return mostFavouredPage(filter, offset, limit);
  return TabModel.find(filter, TAB_LIST_FIELDS)
    .sort(tabSort(order.orderby, order.sort))
    .skip(offset)
    .limit(limit)
    .lean<TabRecord[]>();
}
