import { type CommentView, deleteCommentQuestion, messagesOfError } from '@acorduri/contracts';
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
import { listTableProps } from '../../components/listTableProps';
import { Actions, Page, PageTitle } from '../../components/Page';
import { tabLabel, tabPath } from '../../components/tabPath';
import { useMyComments } from '../../data/comments';
import { useListState } from '../../data/useListState';
import { MESSAGES } from '../../messages';
import { COMMENT_SORTS, type CommentSortKey, sortKeyOf } from './commentSort';

const titleOf = (comment: CommentView) => tabLabel(comment.tab);

/** /comentariile-mele: the user's comments with the spec's sort menu, 10 per page, each deletable. */
export default function MyCommentsScreen() {
  const list = useListState({ orderby: 'createdAt', sort: 'desc', filters: {} });
  const comments = useMyComments(list.query);
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
        {...listTableProps(list, comments)}
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
