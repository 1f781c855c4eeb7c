import { buildPath, PATHS, type SongbookSummary, songCountLabel } from '@acorduri/contracts';
import {
  CallAlertList,
  ListSortMenu,
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
import { usePendingDeletion } from '../../data/usePendingDeletion';
import { MESSAGES } from '../../messages';
import { SongbookFormDialog } from './SongbookFormDialog';
import { SONGBOOK_SORTS } from './songbookSort';

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
  const deletion = usePendingDeletion<SongbookSummary>(async (songbook) => {
    await deleteSongbook(songbook.id);
    alerts.notify(MESSAGES.songbookDeleted(songbook.name));
    await songbooks.mutate();
  }, alerts.report);

  const duplicate = async (songbook: SongbookSummary) => {
    try {
      const copy = await duplicateSongbook(songbook.id);
      alerts.notify(MESSAGES.songbookDuplicated(copy.name));
      await songbooks.mutate();
    } catch (error) {
      alerts.report(error);
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
            onClick={() => deletion.ask(songbook)}
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
        <ListSortMenu list={list} sorts={SONGBOOK_SORTS} label={MESSAGES.sortMenu} />
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
        {...deletion.dialog}
        title={MESSAGES.deleteSongbookTitle}
        message={deletion.pending ? MESSAGES.deleteSongbookQuestion(deletion.pending.name) : ''}
        confirmLabel={MESSAGES.yes}
        cancelLabel={MESSAGES.no}
      />
    </Page>
  );
}
