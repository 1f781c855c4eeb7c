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

/** The list call's query (admin spec §7): paging, search, and each set filter under its parameter name. */
export function definitionQuery<Row>(definition: ListDefinition<Row>, state: ListState): ListQuery {
  const query: Record<string, QueryValue> = { ...pagingQuery(state) };
  for (const filter of definition.filters ?? []) {
    const value = state.filters[filter.id];
    if (value === undefined) continue;
    Object.assign(query, filter.toQuery ? filter.toQuery(value) : { [filter.param ?? filter.id]: value });
  }
  return query;
}
