import type { SortChoice } from '@acorduri/list-toolkit';
import { MESSAGES } from '../../messages';

/** The sort menu of 'Cântecele mele' and the orderby/sort each entry asks the server for. */
export const SONGBOOK_SORTS: readonly SortChoice[] = [
  { label: MESSAGES.sortUpdated, orderby: 'updatedAt', sort: 'desc' },
  { label: MESSAGES.sortName, orderby: 'name', sort: 'asc' },
  { label: MESSAGES.sortCreated, orderby: 'createdAt', sort: 'desc' },
];
