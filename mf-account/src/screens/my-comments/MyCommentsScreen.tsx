import { type CommentView, deleteCommentQuestion, messagesOfError } from '@acorduri/contracts';
import { listTableProps, pagingQuery, useUrlListState } from '@acorduri/list-toolkit';
import {
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  formatDate,
  Icon,
  IconButton,
  SortMenu,
} from '@acorduri/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccountBreadcrumbs } from '../../components/AccountBreadcrumbs';
import { CallErrors } from '../../components/CallErrors';
import { Actions, Page, PageTitle } from '../../components/Page';
import { tabLabel, tabPath } from '../../components/tabPath';
import { ACCOUNT_PAGE_SIZES, accountListConfig } from '../../data/accountLists';
import { useMyComments } from '../../data/comments';
import { MESSAGES } from '../../messages';
import { COMMENT_SORTS, type CommentSortKey, sortKeyOf } from './commentSort';

const titleOf = (comment: CommentView) => tabLabel(comment.tab);

/** Newest first, 10 per page (spec §9). */
const MY_COMMENTS_LIST = accountListConfig('createdAt', 'desc');

/** /comentariile-mele: the user's comments with the spec's sort menu, 10 per page, each deletable. */
export default function MyCommentsScreen() {
  const list = useUrlListState(MY_COMMENTS_LIST);
  const comments = useMyComments(pagingQuery(list.settled));
  const [deleting, setDeleting] = useState<CommentView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<readonly string[]>([]);
  const { state } = list;

  const chooseSort = (key: CommentSortKey) => {
    const option = COMMENT_SORTS.find((entry) => entry.value === key);
    if (option) list.setSort(option.orderby, option.sort);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setFailure([]);
    try {
      await comments.remove(deleting.id);
    } catch (problem) {
      setFailure(messagesOfError(problem));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const columns: DataTableColumn<CommentView>[] = [
    {
      id: 'title',
      header: MESSAGES.columnTitle,
      sortable: true,
      cell: (comment) => (
        <Actions>
          <span>{titleOf(comment)}</span>
          <Link to={tabPath(comment.tab)} aria-label={MESSAGES.openTab(titleOf(comment))}>
            <Icon name="openInNew" />
          </Link>
        </Actions>
      ),
    },
    { id: 'body', header: MESSAGES.columnComment, text: (comment) => comment.body },
    {
      id: 'createdAt',
      header: MESSAGES.columnDate,
      sortable: true,
      text: (comment) => formatDate(comment.createdAt),
    },
    {
      id: 'delete',
      header: MESSAGES.columnDelete,
      align: 'right',
      cell: (comment) => (
        <IconButton label={MESSAGES.deleteComment} tone="danger" onClick={() => setDeleting(comment)}>
          <Icon name="delete" />
        </IconButton>
      ),
    },
  ];

  return (
    <Page aria-labelledby="my-comments-title">
      <AccountBreadcrumbs current={MESSAGES.myCommentsTitle} />
      <PageTitle id="my-comments-title">{MESSAGES.myCommentsTitle}</PageTitle>
      <CallErrors messages={failure} onClose={() => setFailure([])} />
      <Actions>
        <SortMenu<CommentSortKey>
          label={MESSAGES.sortMenu}
          options={COMMENT_SORTS}
          value={sortKeyOf(state.orderby, state.sort)}
          onChange={chooseSort}
        />
      </Actions>
      <DataTable<CommentView>
        caption={MESSAGES.myCommentsTable}
        columns={columns}
        rows={comments.data?.comments ?? []}
        getRowId={(comment) => comment.id}
        emptyMessage={MESSAGES.myCommentsEmpty}
        {...listTableProps(list, comments, ACCOUNT_PAGE_SIZES)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={MESSAGES.deleteCommentTitle}
        message={deleting ? deleteCommentQuestion(deleting.body) : ''}
        confirmLabel={MESSAGES.yes}
        cancelLabel={MESSAGES.no}
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
