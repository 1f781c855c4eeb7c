import { adminRequestUpdateBody, type TabRequestView } from '@acorduri/contracts';
import type { ListDefinition } from '@acorduri/list-toolkit';
import { formatDate, Highlight, Icon } from '@acorduri/ui-kit';
import { Link } from 'react-router';
import { ARTIST_LOOKUP } from '../../data/completeLists';
import { REQUEST_MESSAGES } from '../../messages';

/** The artist as the request names it: the catalogue name or the free-text one. */
const artistNameOf = (request: TabRequestView): string =>
  request.artist.name || request.artist.tempName || '';

/** 'Artist – Titlu', the request's name in icons' labels and in the delete question. */
export const requestLabelOf = (request: TabRequestView): string =>
  `${artistNameOf(request)} – ${request.title}`;

/** Cereri (admin.md §2 Requests, §7 GET/PUT/DELETE /api/admin/request, §9 sizes 10-100, default id desc). */
export const REQUESTS_LIST: ListDefinition<TabRequestView> = {
  caption: REQUEST_MESSAGES.caption,
  api: { path: '/api/admin/request', rowsKey: 'requests', update: {}, remove: {} },
  columns: [
    { id: 'artist', header: REQUEST_MESSAGES.columnArtist, sortable: true, text: artistNameOf },
    {
      id: 'title',
      header: REQUEST_MESSAGES.columnTitle,
      sortable: true,
      cell: (request, { highlight }) => (
        <>
          <Highlight text={request.title} query={highlight} />{' '}
          {request.isPublic ? null : <Icon name="visibilityOff" title={REQUEST_MESSAGES.notPublic} />}
        </>
      ),
    },
    {
      id: 'vote_count',
      header: REQUEST_MESSAGES.columnVotes,
      sortable: true,
      align: 'right',
      text: (request) => String(request.voteCount),
    },
    {
      id: 'author',
      header: REQUEST_MESSAGES.columnAuthor,
      hideOnMobile: true,
      cell: (request) =>
        request.author ? <Link to={`/profil/${request.author.slug}`}>{request.author.name}</Link> : null,
    },
    {
      id: 'created_at',
      header: REQUEST_MESSAGES.columnCreated,
      sortable: true,
      hideOnMobile: true,
      text: (request) => formatDate(request.createdAt),
    },
  ],
  search: {
    placeholder: REQUEST_MESSAGES.searchPlaceholder,
    fields: [
      { value: 'artists', label: REQUEST_MESSAGES.searchArtists },
      { value: 'titles', label: REQUEST_MESSAGES.searchTitles },
    ],
  },
  filters: [
    { id: 'published', param: 'isPublic', kind: 'yesNo', label: REQUEST_MESSAGES.filterPublished },
    {
      id: 'artist',
      param: 'artistId',
      kind: 'lookup',
      source: ARTIST_LOOKUP,
      label: REQUEST_MESSAGES.filterArtist,
    },
  ],
  sorts: [
    { label: REQUEST_MESSAGES.sortTitle, orderby: 'title', sort: 'asc' },
    { label: REQUEST_MESSAGES.sortArtist, orderby: 'artist', sort: 'asc' },
    { label: REQUEST_MESSAGES.sortRecent, orderby: 'created_at', sort: 'desc' },
    { label: REQUEST_MESSAGES.sortVotes, orderby: 'vote_count', sort: 'desc' },
  ],
  defaultSort: { orderby: 'id', sort: 'desc' },
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 10,
  rowTone: (request) => (request.isPublic ? undefined : 'muted'),
  rowLabel: requestLabelOf,
  deleteConfirm: {
    title: REQUEST_MESSAGES.deleteTitle,
    message: (request) => REQUEST_MESSAGES.deleteQuestion(requestLabelOf(request)),
  },
  editor: {
    kind: 'form',
    width: 500,
    // Requests are only proposed by visitors: the screen edits them and never adds one.
    titles: { add: REQUEST_MESSAGES.addTitle, edit: REQUEST_MESSAGES.editTitle },
    submitLabels: { add: REQUEST_MESSAGES.add, edit: REQUEST_MESSAGES.update },
    fields: [
      { name: 'title', label: REQUEST_MESSAGES.title, kind: 'text' },
      { name: 'artistId', label: REQUEST_MESSAGES.artist, kind: 'lookup', source: ARTIST_LOOKUP },
      // The name the visitor typed (119 of 420 requests): visible and correctable until a catalogue artist is chosen.
      { name: 'tempArtist', label: REQUEST_MESSAGES.tempArtist, kind: 'text' },
      { name: 'isPublic', label: REQUEST_MESSAGES.isPublic, kind: 'checkbox' },
    ],
    createSchema: adminRequestUpdateBody,
    updateSchema: adminRequestUpdateBody,
    initialValues: (request) => ({
      title: request?.title ?? '',
      artistId: request?.artistId ?? '',
      tempArtist: request?.artist.tempName ?? '',
      isPublic: request?.isPublic ?? true,
    }),
  },
};
