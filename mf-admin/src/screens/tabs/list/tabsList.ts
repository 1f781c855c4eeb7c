import type { TabListItem } from '@acorduri/contracts';
import type { ListDefinition } from '@acorduri/list-toolkit';
import { ARTIST_LOOKUP, TAG_LOOKUP } from '../../../data/completeLists';
import { TAB_MESSAGES } from '../../../messages';
import { TabEditor } from '../editor/TabEditor';
import { ADMIN_TAB_PATH } from '../tabCalls';
import { TAB_COLUMNS, tabLabelOf } from './TabColumns';

/** The filter whose link is the review queue (/tab-manager?review=1): new submissions and proposed edits. */
export const REVIEW_FILTER = 'review';
/** The review queue's order: the oldest request first. */
export const REVIEW_ORDER = { orderby: 'submitted_at', sort: 'asc' } as const;

/** The Acorduri screen (admin.md §2 Tabs, §7 GET/PUT/DELETE /api/admin/tab, §9 page sizes and default sort). */
export const TABS_LIST: ListDefinition<TabListItem> = {
  caption: TAB_MESSAGES.caption,
  api: { path: ADMIN_TAB_PATH, rowsKey: 'tabs', update: {}, remove: {} },
  columns: TAB_COLUMNS,
  search: {
    placeholder: TAB_MESSAGES.searchPlaceholder,
    fields: [
      { value: 'artists', label: TAB_MESSAGES.searchArtists },
      { value: 'titles', label: TAB_MESSAGES.searchTitles },
      { value: 'text', label: TAB_MESSAGES.searchText },
    ],
  },
  filters: [
    { id: 'published', param: 'isPublic', kind: 'yesNo', label: TAB_MESSAGES.filterPublished },
    { id: REVIEW_FILTER, param: 'pendingReview', kind: 'yesNo', label: TAB_MESSAGES.filterReview },
    { id: 'explicit', param: 'isExplicit', kind: 'yesNo', label: TAB_MESSAGES.filterExplicit },
    { id: 'tag', param: 'tagId', kind: 'lookup', source: TAG_LOOKUP, label: TAB_MESSAGES.filterTag },
    {
      id: 'artist',
      param: 'artistId',
      kind: 'lookup',
      source: ARTIST_LOOKUP,
      label: TAB_MESSAGES.filterArtist,
    },
    { id: 'midi', kind: 'yesNo', label: TAB_MESSAGES.filterMidi },
    { id: 'gtp', kind: 'yesNo', label: TAB_MESSAGES.filterGuitarPro },
  ],
  sorts: [
    { label: TAB_MESSAGES.sortTitle, orderby: 'title', sort: 'asc' },
    { label: TAB_MESSAGES.sortArtist, orderby: 'artist', sort: 'asc' },
    { label: TAB_MESSAGES.sortUpdated, orderby: 'updated_at', sort: 'desc' },
    { label: TAB_MESSAGES.sortCreated, orderby: 'created_at', sort: 'desc' },
    { label: TAB_MESSAGES.sortRating, orderby: 'rating', sort: 'desc' },
    { label: TAB_MESSAGES.sortFavourites, orderby: 'favourite_count', sort: 'desc' },
    { label: TAB_MESSAGES.sortComments, orderby: 'comment_count', sort: 'desc' },
    { label: TAB_MESSAGES.sortSubmitted, ...REVIEW_ORDER },
  ],
  defaultSort: { orderby: 'id', sort: 'desc' },
  pageSizes: [5, 10, 20, 50, 100],
  defaultPageSize: 5,
  // Unpublished tabs are styled differently (admin.md §2).
  rowTone: (tab) => (tab.isPublic ? undefined : 'muted'),
  rowLabel: tabLabelOf,
  deleteConfirm: {
    title: TAB_MESSAGES.deleteTitle,
    message: (tab) => TAB_MESSAGES.deleteQuestion(tabLabelOf(tab)),
  },
  editor: { kind: 'custom', component: TabEditor },
};
