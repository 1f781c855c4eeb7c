import { buildPath, PATHS, type TabListItem } from '@acorduri/contracts';
import { listTableProps } from '@acorduri/list-toolkit';
import { Alert, DataTable, type DataTableColumn, formatDate, Icon, IconButton } from '@acorduri/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { AccountBreadcrumbs } from '../../components/AccountBreadcrumbs';
import { Page, PageTitle } from '../../components/Page';
import { tabPath } from '../../components/tabPath';
import { ACCOUNT_PAGE_SIZES } from '../../data/accountLists';
import { useMyTabs } from '../../data/userTabs';
import { MESSAGES } from '../../messages';
import { EditDraftDialog } from './EditDraftDialog';
import { MyTabsFilterPanel } from './MyTabsFilterPanel';
import { myTabsQuery, useMyTabsList } from './myTabsList';
import { isLive, isRejected, shownArtist, shownTitle, tabStatus } from './tabRow';

/** The admins' reason under 'Respinsă', as the author's mail gave it. */
const RejectionReason = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** /transpunerile-mele: the user's tabs, sorted and filtered on the server, 10 per page; editing makes a draft. */
export default function MyTabsScreen() {
  const list = useMyTabsList();
  const tabs = useMyTabs(myTabsQuery(list));
  const [editing, setEditing] = useState<string | null>(null);
  const [draftSaved, setDraftSaved] = useState(false);

  const columns: DataTableColumn<TabListItem>[] = [
    {
      id: 'title',
      header: MESSAGES.columnTitle,
      sortable: true,
      cell: (tab) => (isLive(tab) ? <Link to={tabPath(tab)}>{tab.title}</Link> : shownTitle(tab)),
    },
    {
      id: 'artist',
      header: MESSAGES.columnArtist,
      sortable: true,
      // The artist link only where the public pages show this version (spec §2).
      cell: (tab) =>
        isLive(tab) && tab.artist.slug ? (
          <Link to={buildPath(PATHS.artist, { slug: tab.artist.slug })}>{tab.artist.name}</Link>
        ) : (
          shownArtist(tab)
        ),
    },
    {
      id: 'status',
      header: MESSAGES.columnStatus,
      cell: (tab) => (
        <>
          {tabStatus(tab)}
          {isRejected(tab) && tab.review?.reason ? (
            <RejectionReason>{MESSAGES.rejectionReason(tab.review.reason)}</RejectionReason>
          ) : null}
        </>
      ),
    },
    {
      id: 'updated_at',
      header: MESSAGES.columnUpdated,
      sortable: true,
      hideOnMobile: true,
      text: (tab) => formatDate(tab.updatedAt),
    },
    {
      id: 'actions',
      header: MESSAGES.columnActions,
      align: 'right',
      cell: (tab) => (
        <IconButton label={MESSAGES.editTab(shownTitle(tab))} onClick={() => setEditing(tab.id)}>
          <Icon name="edit" />
        </IconButton>
      ),
    },
  ];

  return (
    <Page aria-labelledby="my-tabs-title">
      <AccountBreadcrumbs current={MESSAGES.myTabsTitle} />
      <PageTitle id="my-tabs-title">{MESSAGES.myTabsTitle}</PageTitle>
      {draftSaved ? (
        <Alert severity="success" onClose={() => setDraftSaved(false)}>
          {MESSAGES.draftSaved}
        </Alert>
      ) : null}
      <MyTabsFilterPanel list={list} />
      <DataTable<TabListItem>
        caption={MESSAGES.myTabsTable}
        columns={columns}
        rows={tabs.data?.tabs ?? []}
        getRowId={(tab) => tab.id}
        emptyMessage={MESSAGES.myTabsEmpty}
        {...listTableProps(list, tabs, ACCOUNT_PAGE_SIZES)}
      />
      <EditDraftDialog
        tabId={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setDraftSaved(true);
          void tabs.mutate();
        }}
      />
    </Page>
  );
}
