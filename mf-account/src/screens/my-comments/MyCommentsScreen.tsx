import { type CommentView, deleteCommentQuestion, messagesOfError } from '@acorduri/contracts';
import { ListSortMenu, listTableProps, pagingQuery, useUrlListState } from '@acorduri/list-toolkit';
import {
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  formatDate,
  Icon,
  IconButton,
} from '@acorduri/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccountBreadcrumbs } from '../../components/AccountBreadcrumbs';
import { CallErrors } from '../../components/CallErrors';
import { Actions, Page, PageTitle } from '../../components/Page';
import { tabLabel, tabPath } from '../../components/tabPath';
import { ACCOUNT_PAGE_SIZES, accountListConfig } from '../../data/accountLists';
import { useMyComments } from '../../data/comments';
import { usePendingDeletion } from '../../data/usePendingDeletion';
import { MESSAGES } from '../../messages';
import { COMMENT_SORTS } from './commentSort';

const titleOf = (comment: CommentView) => tabLabel(comment.tab);

/** Newest first, 10 per page (spec §9). */
const MY_COMMENTS_LIST = accountListConfig('createdAt', 'desc');

/** /comentariile-mele: the user's comments with the spec's sort menu, 10 per page, each deletable. */
export default function MyCommentsScreen() {
  const list = useUrlListState(MY_COMMENTS_LIST);
  const comments = useMyComments(pagingQuery(list.settled));
  const [failure, setFailure] = useState<readonly string[]>([]);
  const deletion = usePendingDeletion<CommentView>(
    async (comment) => {
      setFailure([]);
      await comments.remove(comment.id);
    },
    (problem) => setFailure(messagesOfError(problem)),
  );

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
        <IconButton label={MESSAGES.deleteComment} tone="danger" onClick={() => deletion.ask(comment)}>
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
        <ListSortMenu list={list} sorts={COMMENT_SORTS} label={MESSAGES.sortMenu} />
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
        {...deletion.dialog}
        title={MESSAGES.deleteCommentTitle}
        message={deletion.pending ? deleteCommentQuestion(deletion.pending.body) : ''}
        confirmLabel={MESSAGES.yes}
        cancelLabel={MESSAGES.no}
      />
    </Page>
  );
}
