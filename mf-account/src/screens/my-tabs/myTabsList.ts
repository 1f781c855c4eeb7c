import { useListState } from '../../data/useListState';

/** The 'Transpunerile mele' filters (spec §2); undefined means "any". */
export interface MyTabsFilters extends Record<string, boolean | string | undefined> {
  isPublic: boolean | undefined;
  draftAvailable: boolean | undefined;
  artistId: string | undefined;
  tagId: string | undefined;
}

const NO_FILTERS: MyTabsFilters = {
  isPublic: undefined,
  draftAvailable: undefined,
  artistId: undefined,
  tagId: undefined,
};

/** Newest first, 10 per page (spec §9). */
export const useMyTabsList = () =>
  useListState<MyTabsFilters>({ orderby: 'created_at', sort: 'desc', filters: NO_FILTERS });

export type MyTabsList = ReturnType<typeof useMyTabsList>;

export const activeFilterCount = (filters: MyTabsFilters): number =>
  Object.values(filters).filter((value) => value !== undefined).length;
