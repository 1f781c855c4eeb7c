import { buildPath, type CommentView, PATHS } from '@acorduri/contracts';
import type { ListDefinition } from '@acorduri/list-toolkit';
import { formatDate, Highlight, Icon, VisuallyHidden } from '@acorduri/ui-kit';
import { Link } from 'react-router';
import styled from 'styled-components';
import { COMMENT_MESSAGES as M } from '../../messages';

const CommentText = styled.span`
  white-space: pre-line;
`;

const authorNameOf = (comment: CommentView): string => comment.author?.name ?? M.deletedAuthor;

/** 'artist - title', the tab as the comment list names it. */
const tabNameOf = (comment: CommentView): string => M.tabName(comment.tab.artist.name, comment.tab.title);

/** The tab opens in a new window (spec §2) so the admin keeps the list; screen readers are told so. */
function TabLink({ comment, highlight }: { readonly comment: CommentView; readonly highlight: string }) {
  const path = buildPath(PATHS.tab, { artistSlug: comment.tab.artist.slug, tabSlug: comment.tab.slug });
  return (
    <Link to={path} target="_blank" rel="noopener noreferrer">
      <Highlight text={tabNameOf(comment)} query={highlight} /> <Icon name="openInNew" size="1em" />
      <VisuallyHidden>{M.opensInNewWindow}</VisuallyHidden>
    </Link>
  );
}

/** Comentarii (admin.md §2): newest first, 10 per page, 'Caută în' author/tab/text; admins delete any comment. */
export const COMMENTS_LIST: ListDefinition<CommentView> = {
  caption: M.caption,
  emptyMessage: M.empty,
  // The account area's delete call: the server lets an admin remove anyone's comment and logs it.
  api: { path: '/api/admin/comment', rowsKey: 'comments', remove: { path: '/api/user/comment' } },
  columns: [
    {
      id: 'author',
      header: M.columnAuthor,
      cell: (comment, { highlight }) =>
        comment.author ? (
          <Link to={buildPath(PATHS.profile, { slug: comment.author.slug })}>
            <Highlight text={comment.author.name} query={highlight} />
          </Link>
        ) : (
          M.deletedAuthor
        ),
    },
    {
      id: 'tab',
      header: M.columnTab,
      cell: (comment, { highlight }) => <TabLink comment={comment} highlight={highlight} />,
    },
    {
      id: 'text',
      header: M.columnText,
      cell: (comment, { highlight }) => (
        <CommentText>
          <Highlight text={comment.body} query={highlight} />
        </CommentText>
      ),
    },
    { id: 'created_at', header: M.columnDate, text: (comment) => formatDate(comment.createdAt) },
  ],
  search: {
    fields: [
      { value: 'author', label: M.searchAuthor },
      { value: 'tab', label: M.searchTab },
      { value: 'text', label: M.searchText },
    ],
  },
  sorts: [
    { label: M.sortAuthor, orderby: 'author', sort: 'asc' },
    { label: M.sortTitle, orderby: 'tab', sort: 'asc' },
    { label: M.sortNewest, orderby: 'created_at', sort: 'desc' },
    { label: M.sortOldest, orderby: 'created_at', sort: 'asc' },
  ],
  defaultSort: { orderby: 'created_at', sort: 'desc' },
  pageSizes: [5, 10, 20, 50, 100],
  defaultPageSize: 10,
  rowLabel: (comment) => M.rowLabel(authorNameOf(comment), tabNameOf(comment)),
  deleteConfirm: { title: M.deleteTitle, message: (comment) => M.deleteQuestion(comment.body) },
};
