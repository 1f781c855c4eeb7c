import type { QueryValue } from '@acorduri/contracts';
import type { ListDefinition } from '../definition';
import { type ListQuery, pagingQuery } from '../state/listQuery';
import { assertFilterKeys, type ListState, type ListStateConfig } from '../state/listUrlState';

/** The URL state settings of a described list; the orderbys it accepts come from its columns and sort menu. */
export function stateConfigOf<Row>(definition: ListDefinition<Row>): ListStateConfig {
  const filterKeys = (definition.filters ?? []).map((filter) => filter.id);
  assertFilterKeys(filterKeys);
  return {
    defaultSort: definition.defaultSort,
    pageSizes: definition.pageSizes,
    defaultPageSize: definition.defaultPageSize,
    filterKeys,
    orderbys: [
      definition.defaultSort.orderby,
      ...definition.columns.filter((column) => column.sortable).map((column) => column.id),
      ...(definition.sorts ?? []).map((choice) => choice.orderby),
    ],
  };
}

/**
 * What the list is narrowed to: the search and each set filter under its parameter name, without paging or
 * sort (also what a summary of the whole filtered list, such as the log's chart, asks for).
 */
export function filterQuery<Row>(definition: ListDefinition<Row>, state: ListState): ListQuery {
  const query: Record<string, QueryValue> = { search: state.search, searchField: state.searchField };
  for (const filter of definition.filters ?? []) {
    const value = state.filters[filter.id];
    if (value === undefined) continue;
    Object.assign(query, filter.toQuery ? filter.toQuery(value) : { [filter.param ?? filter.id]: value });
  }
  return query;
}

/** The list call's query (admin spec §7): paging and sort, the search, and each set filter. */
export function definitionQuery<Row>(definition: ListDefinition<Row>, state: ListState): ListQuery {
  return { ...pagingQuery(state), ...filterQuery(definition, state) };
}
