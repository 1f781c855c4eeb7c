import type { SortChoice } from '@acorduri/list-toolkit';
import { MESSAGES } from '../../messages';

/** The spec's sort menu of 'Comentariile mele' and the orderby/sort each entry asks the server for. */
export const COMMENT_SORTS: readonly SortChoice[] = [
  { label: MESSAGES.sortTitle, orderby: 'title', sort: 'asc' },
  { label: MESSAGES.sortNewest, orderby: 'createdAt', sort: 'desc' },
  { label: MESSAGES.sortOldest, orderby: 'createdAt', sort: 'asc' },
];
