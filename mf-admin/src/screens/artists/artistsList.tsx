import {
  type AdminArtistOptions,
  type ArtistView,
  adminArtistUpdateBody,
  adminNewArtistBody,
  buildPath,
  LETTERS,
  PATHS,
} from '@acorduri/contracts';
import type { ListDefinition } from '@acorduri/list-toolkit';
import { Chip } from '@acorduri/ui-kit';
import { Link } from 'react-router';
import type { ScopedMutator } from 'swr';
import { ALL_ARTISTS_KEY } from '../../data/completeLists';
import { ARTIST_MESSAGES as M } from '../../messages';

const LETTER_OPTIONS = LETTERS.map((entry) => ({
  value: String(entry.id),
  label: entry.letter.toUpperCase(),
}));

/** Spec: "After adding, the artist is also inserted into the shared artists list" (the tab dialog's choices). */
function insertIntoAllArtists(artist: ArtistView, mutate: ScopedMutator): void {
  void mutate<AdminArtistOptions>(
    ALL_ARTISTS_KEY,
    (current) =>
      current && {
        artists: [...current.artists, { id: artist.id, name: artist.name, slug: artist.slug }].sort((a, b) =>
          a.name.localeCompare(b.name, 'ro'),
        ),
      },
    { revalidate: false },
  );
}

/** Artiști (admin.md §2): id desc, 10 per page, letter and with-tabs/with-requests filters. */
export const ARTISTS_LIST: ListDefinition<ArtistView> = {
  caption: M.caption,
  emptyMessage: M.empty,
  api: { path: '/api/admin/artist', rowsKey: 'artists', create: {}, update: {}, remove: {} },
  columns: [
    { id: 'id', header: M.columnId, text: (artist) => artist.id, sortable: true, hideOnMobile: true },
    {
      id: 'name',
      header: M.columnName,
      sortable: true,
      cell: (artist) => <Link to={buildPath(PATHS.artist, { slug: artist.slug })}>{artist.name}</Link>,
    },
    { id: 'slug', header: M.columnSlug, text: (artist) => artist.slug, hideOnMobile: true },
    {
      id: 'tab_count',
      header: M.columnTabs,
      sortable: true,
      align: 'center',
      cell: (artist) => (
        <Chip tone="success" size="sm" label={artist.tabCount} title={M.tabCount(artist.tabCount)} />
      ),
    },
    {
      id: 'request_count',
      header: M.columnRequests,
      sortable: true,
      align: 'center',
      cell: (artist) => (
        <Chip tone="info" size="sm" label={artist.requestCount} title={M.requestCount(artist.requestCount)} />
      ),
    },
  ],
  search: {},
  filters: [
    { id: 'letterId', label: M.filterLetter, kind: 'select', options: LETTER_OPTIONS },
    { id: 'withTabs', label: M.filterWithTabs, kind: 'yesNo' },
    { id: 'withRequests', label: M.filterWithRequests, kind: 'yesNo' },
  ],
  sorts: [
    { label: M.sortNewest, orderby: 'id', sort: 'desc' },
    { label: M.sortName, orderby: 'name', sort: 'asc' },
    { label: M.sortTabs, orderby: 'tab_count', sort: 'desc' },
    { label: M.sortRequests, orderby: 'request_count', sort: 'desc' },
  ],
  defaultSort: { orderby: 'id', sort: 'desc' },
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 10,
  rowLabel: (artist) => artist.name,
  // An artist with tabs or requests would leave them without an artist.
  canDelete: (artist) => artist.tabCount === 0 && artist.requestCount === 0,
  deleteConfirm: { title: M.deleteTitle, message: (artist) => M.deleteQuestion(artist.name) },
  addLabel: M.add,
  editor: {
    kind: 'form',
    width: 500,
    titles: { add: M.dialogAdd, edit: M.dialogEdit },
    submitLabels: { add: M.submit, edit: M.submit },
    fields: [{ name: 'name', label: M.field, kind: 'text' }],
    createSchema: adminNewArtistBody,
    updateSchema: adminArtistUpdateBody,
    initialValues: (artist) => ({ name: artist?.name ?? '' }),
  },
  onCreated: insertIntoAllArtists,
};
