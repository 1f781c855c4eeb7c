import { messagesOfError } from '@acorduri/contracts';
import type { DataTableProps } from '@acorduri/ui-kit';
import type { ListController } from '../state/useUrlListState';

/** What a list table reads from its SWR response. */
export interface ListResponse {
  readonly data?: { readonly total: number };
  readonly error?: unknown;
  readonly isValidating: boolean;
  readonly mutate: () => unknown;
}

export type ListTableProps = Pick<
  DataTableProps<unknown>,
  'loading' | 'error' | 'onRetry' | 'sort' | 'onSortChange' | 'pagination'
>;

/**
 * The DataTable props a list takes from its list state and its response: loading (also while a change waits
 * for the debounce), the call error with a retry, the server-side sort and the pages.
 */
export function listTableProps(
  list: ListController,
  { data, error, isValidating, mutate }: ListResponse,
  pageSizeOptions: readonly number[],
): ListTableProps {
  const { state } = list;
  return {
    loading: (!data && !error) || isValidating || list.isSettling,
    error: error ? messagesOfError(error).join(' ') : undefined,
    onRetry: () => mutate(),
    sort: { columnId: state.orderby, direction: state.sort },
    onSortChange: (sort) => list.setSort(sort.columnId, sort.direction),
    pagination: {
      pageIndex: state.page - 1,
      pageSize: state.pageSize,
      total: data?.total ?? 0,
      pageSizeOptions,
      onPageChange: (index) => list.setPage(index + 1),
      onPageSizeChange: list.setPageSize,
    },
  };
}
