import { SortMenu } from '@acorduri/ui-kit';
import type { SortChoice } from '../definition';
import type { ListController } from '../state/useUrlListState';

const sortKey = (orderby: string, sort: string) => `${orderby}:${sort}`;

export interface ListSortMenuProps {
  readonly list: ListController;
  readonly sorts: readonly SortChoice[];
  /** The menu button's label; the ui-kit's when left out. */
  readonly label?: string;
}

/** A list's sort menu: the choice matching the list's order is checked, picking one orders the list by it. */
export function ListSortMenu({ list, sorts, label }: ListSortMenuProps) {
  const { state } = list;
  return (
    <SortMenu
      label={label}
      options={sorts.map((choice) => ({ value: sortKey(choice.orderby, choice.sort), label: choice.label }))}
      value={sortKey(state.orderby, state.sort)}
      onChange={(key) => {
        const choice = sorts.find((entry) => sortKey(entry.orderby, entry.sort) === key);
        if (choice) list.setSort(choice.orderby, choice.sort);
      }}
    />
  );
}
