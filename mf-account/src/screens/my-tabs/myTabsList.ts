import { type ListController, pagingQuery, useUrlListState } from '@acorduri/list-toolkit';
import { accountListConfig } from '../../data/accountLists';

/** The 'Transpunerile mele' filters (spec §2), in the URL as `?isPublic=1&draftAvailable=0&artistId=…&tagId=…`. */
export const MY_TABS_FILTERS = ['isPublic', 'draftAvailable', 'artistId', 'tagId'] as const;

/** Newest first, 10 per page (spec §9). */
const MY_TABS_LIST = accountListConfig('created_at', 'desc', MY_TABS_FILTERS);

export const useMyTabsList = () => useUrlListState(MY_TABS_LIST);

/** The call's query: paging and the set filters (yes/no already as 1/0). */
export const myTabsQuery = (list: ListController) => ({
  ...pagingQuery(list.settled),
  ...list.settled.filters,
});
