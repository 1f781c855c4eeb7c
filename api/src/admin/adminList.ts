import type { AdminPagingQuery } from '@acorduri/contracts';
import type { QueryFilter, SortOrder } from 'mongoose';
import type { ModelOf } from '../db/modelOf';

/**
 * The MongoDB sort for an admin list: the allow-listed `orderby` mapped to its field, `_id` as the tie-breaker
 * so pages never overlap or skip rows.
 */
export function adminSort<OrderBy extends string>(
  query: AdminPagingQuery<OrderBy>,
  fields: Readonly<Record<OrderBy, string>>,
): Record<string, SortOrder> {
  const direction: SortOrder = query.sort === 'desc' ? -1 : 1;
  const field = fields[query.orderby];
  return field === '_id' ? { _id: direction } : { [field]: direction, _id: direction };
}

/**
 * `total` of an admin list. The unfiltered default query reads the collection's count from its metadata instead
 * of scanning it (admin issue: counting must not scan the whole collection for the default query).
 */
export function countFor<T>(model: ModelOf<T>, filter: QueryFilter<T>): Promise<number> {
  return Object.keys(filter).length === 0 ? model.estimatedDocumentCount() : model.countDocuments(filter);
}
