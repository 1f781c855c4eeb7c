import Joi from 'joi';
import type { CommentView } from '../comments/types';
import { adminPagingQuery, adminSearchQuery } from './paging';

/** The comment manager's sorts: 'Autor, A-Z', 'Titlu, A-Z', newest and oldest (admin.md §2). */
export const ADMIN_COMMENT_ORDER_BY = ['author', 'tab', 'created_at'] as const;
export type AdminCommentOrderBy = (typeof ADMIN_COMMENT_ORDER_BY)[number];

/** "Caută în": author, tab, text; an empty searchField looks in all three. */
export const ADMIN_COMMENT_SEARCH_FIELDS = ['author', 'tab', 'text'] as const;
export type AdminCommentSearchField = (typeof ADMIN_COMMENT_SEARCH_FIELDS)[number];

/** GET /api/admin/comment */
export const adminCommentListQuery = Joi.object({
  ...adminPagingQuery(ADMIN_COMMENT_ORDER_BY, { orderby: 'created_at', sort: 'desc' }),
  ...adminSearchQuery(ADMIN_COMMENT_SEARCH_FIELDS),
});

export interface AdminCommentListQuery {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  orderby: AdminCommentOrderBy;
  search: string;
  searchField?: AdminCommentSearchField;
}

/** The rows are the comments as every other list shows them: author { name, slug }, tab with its artist. */
export interface AdminCommentList {
  comments: CommentView[];
  total: number;
}
