import type { QueryValue } from '@acorduri/contracts';
import type { ListState } from './listUrlState';

export type ListQuery = Readonly<Record<string, QueryValue>>;

/**
 * The paging query of the admin and account lists (limit, offset, sort, orderby) with the search text and its
 * field; empty values are left out of the request by `toQueryString`.
 */
export const pagingQuery = (state: ListState): ListQuery => ({
  limit: state.pageSize,
  offset: (state.page - 1) * state.pageSize,
  sort: state.sort,
  orderby: state.orderby,
  search: state.search,
  searchField: state.searchField,
});
