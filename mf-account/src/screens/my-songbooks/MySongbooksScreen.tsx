import { buildPath, PATHS, type SongbookSummary, songCountLabel } from '@acorduri/contracts';
import {
  CallAlertList,
  listTableProps,
  pagingQuery,
  useCallAlerts,
  useUrlListState,
} from '@acorduri/list-toolkit';
import {
  Button,
  Chip,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  formatDate,
  Icon,
  IconButton,
  SortMenu,
} from '@acorduri/ui-kit';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccountBreadcrumbs } from '../../components/AccountBreadcrumbs';
import { Actions, Page, PageTitle } from '../../components/Page';
import { ACCOUNT_PAGE_SIZES, accountListConfig } from '../../data/accountLists';
import {
  createSongbook,
  deleteSongbook,
  duplicateSongbook,
  updateSongbook,
  useMySongbooks,
} from '../../data/songbooks';
import { MESSAGES } from '../../messages';
import { SongbookFormDialog } from './SongbookFormDialog';
import { SONGBOOK_SORTS, type SongbookSortKey, songbookSortKeyOf } from './songbookSort';

const MY_SONGBOOKS_LIST = accountListConfig('updatedAt', 'desc');

const editorPath = (songbook: { id: string }) => buildPath(PATHS.mySongbook, { id: songbook.id });

/** The create and rename dialogs share one component; `editing` says which is open. */
type Editing = { readonly songbook: SongbookSummary | null } | null;

/** /cantecele-mele: the user's songbooks (set lists) with create, rename, duplicate and delete. */
export default function MySongbooksScreen() {
  const list = useUrlListState(MY_SONGBOOKS_LIST);
  const songbooks = useMySongbooks(pagingQuery(list.settled));
  const alerts = useCallAlerts();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SongbookSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const { state } = list;

  const chooseSort = (key: SongbookSortKey) => {
    const option = SONGBOOK_SORTS.find((entry) => entry.value === key);
    if (option) list.setSort(option.orderby, option.sort);
  };

  const duplicate = async (songbook: SongbookSummary) => {
    try {
      const copy = await duplicateSongbook(songbook.id);
      alerts.notify(MESSAGES.songbookDuplicated(copy.name));
      await songbooks.mutate();
    } catch (error) {
      alerts.report(error);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteSongbook(deleting.id);
      alerts.notify(MESSAGES.songbookDeleted(deleting.name));
      await songbooks.mutate();
    } catch (error) {
      alerts.report(error);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const columns: DataTableColumn<SongbookSummary>[] = [
    {
      id: 'name',
      header: MESSAGES.columnName,
      sortable: true,
      cell: (songbook) => <Link to={editorPath(songbook)}>{songbook.name}</Link>,
    },
    {
      id: 'entryCount',
      header: MESSAGES.columnSongs,
      text: (songbook) => songCountLabel(songbook.entryCount),
    },
    {
      id: 'isPublic',
      header: MESSAGES.columnVisibility,
      cell: (songbook) =>
        songbook.isPublic ? (
          <Chip tone="success" label={MESSAGES.visibilityPublic} />
        ) : (
          <Chip label={MESSAGES.visibilityPrivate} />
        ),
    },
    {
      id: 'updatedAt',
      header: MESSAGES.columnChanged,
      sortable: true,
      text: (songbook) => formatDate(songbook.updatedAt),
    },
    {
      id: 'actions',
      header: MESSAGES.columnActions,
      align: 'right',
      cell: (songbook) => (
        <Actions>
          <IconButton label={MESSAGES.renameSongbook(songbook.name)} onClick={() => setEditing({ songbook })}>
            <Icon name="edit" />
          </IconButton>
          <IconButton label={MESSAGES.duplicateSongbook(songbook.name)} onClick={() => duplicate(songbook)}>
            <Icon name="add" />
          </IconButton>
          <IconButton
            label={MESSAGES.deleteSongbook(songbook.name)}
            tone="danger"
            onClick={() => setDeleting(songbook)}
          >
            <Icon name="delete" />
          </IconButton>
        </Actions>
      ),
    },
  ];

  return (
    <Page aria-labelledby="my-songbooks-title">
      <AccountBreadcrumbs current={MESSAGES.mySongbooksTitle} />
      <PageTitle id="my-songbooks-title">{MESSAGES.mySongbooksTitle}</PageTitle>
      <CallAlertList alerts={alerts.alerts} onDismiss={alerts.dismiss} />
      <Actions>
        <Button onClick={() => setEditing({ songbook: null })}>
          <Icon name="add" /> {MESSAGES.newSongbook}
        </Button>
        <SortMenu<SongbookSortKey>
          label={MESSAGES.sortMenu}
          options={SONGBOOK_SORTS}
          value={songbookSortKeyOf(state.orderby, state.sort)}
          onChange={chooseSort}
        />
      </Actions>
      <DataTable<SongbookSummary>
        caption={MESSAGES.mySongbooksTable}
        columns={columns}
        rows={songbooks.data?.songbooks ?? []}
        getRowId={(songbook) => songbook.id}
        emptyMessage={MESSAGES.mySongbooksEmpty}
        {...listTableProps(list, songbooks, ACCOUNT_PAGE_SIZES)}
      />
      {editing && (
        <SongbookFormDialog
          songbook={editing.songbook}
          onClose={() => setEditing(null)}
          onAuthFailure={alerts.report}
          save={async (payload) => {
            const { songbook } = editing;
            const saved = songbook
              ? await updateSongbook(songbook.id, payload)
              : await createSongbook(payload);
            await songbooks.mutate();
            if (!songbook) navigate(editorPath(saved));
            return saved;
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={MESSAGES.deleteSongbookTitle}
        message={deleting ? MESSAGES.deleteSongbookQuestion(deleting.name) : ''}
        confirmLabel={MESSAGES.yes}
        cancelLabel={MESSAGES.no}
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
