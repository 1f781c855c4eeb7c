import type { SortDirection } from '@acorduri/contracts';
import { MESSAGES } from '../../messages';

export type CommentSortKey = 'title' | 'newest' | 'oldest';

/** The spec's sort menu of 'Comentariile mele' and the orderby/sort each entry asks the server for. */
export const COMMENT_SORTS: readonly {
  value: CommentSortKey;
  label: string;
  orderby: 'title' | 'createdAt';
  sort: SortDirection;
}[] = [
  { value: 'title', label: MESSAGES.sortTitle, orderby: 'title', sort: 'asc' },
  { value: 'newest', label: MESSAGES.sortNewest, orderby: 'createdAt', sort: 'desc' },
  { value: 'oldest', label: MESSAGES.sortOldest, orderby: 'createdAt', sort: 'asc' },
];

/** The menu entry matching the list's current order (a column header click may pick one too). */
export function sortKeyOf(orderby: string, sort: SortDirection): CommentSortKey | null {
  return COMMENT_SORTS.find((option) => option.orderby === orderby && option.sort === sort)?.value ?? null;
}
