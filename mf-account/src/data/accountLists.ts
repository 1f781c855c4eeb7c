import type { SortDirection } from '@acorduri/contracts';
import type { ListStateConfig } from '@acorduri/list-toolkit';

/** The account lists offer these page sizes and start with 10 rows (spec §9). */
export const ACCOUNT_PAGE_SIZES = [5, 10, 20, 50, 100] as const;

/** The URL list state settings of an account list. */
export const accountListConfig = (
  orderby: string,
  sort: SortDirection,
  filterKeys: readonly string[] = [],
): ListStateConfig => ({
  defaultSort: { orderby, sort },
  pageSizes: ACCOUNT_PAGE_SIZES,
  defaultPageSize: 10,
  filterKeys,
});
