import type { SongbookOrderField, SortDirection } from '@acorduri/contracts';
import { MESSAGES } from '../../messages';

export type SongbookSortKey = 'updated' | 'name' | 'created';

/** The sort menu of 'Cântecele mele' and the orderby/sort each entry asks the server for. */
export const SONGBOOK_SORTS: readonly {
  value: SongbookSortKey;
  label: string;
  orderby: SongbookOrderField;
  sort: SortDirection;
}[] = [
  { value: 'updated', label: MESSAGES.sortUpdated, orderby: 'updatedAt', sort: 'desc' },
  { value: 'name', label: MESSAGES.sortName, orderby: 'name', sort: 'asc' },
  { value: 'created', label: MESSAGES.sortCreated, orderby: 'createdAt', sort: 'desc' },
];

export function songbookSortKeyOf(orderby: string, sort: SortDirection): SongbookSortKey | null {
  return SONGBOOK_SORTS.find((option) => option.orderby === orderby && option.sort === sort)?.value ?? null;
}
