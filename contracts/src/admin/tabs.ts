import Joi from 'joi';
import { TAB_MESSAGES } from '../tabs/messages';
import { tabContent } from '../tabs/tab.schemas';
import type { TabListResponse } from '../tabs/tab.types';
import {
  ADMIN_LIST_MESSAGES,
  type AdminPagingQuery,
  type AdminSearchQuery,
  adminFlag,
  adminId,
  adminPagingQuery,
  adminSearchQuery,
} from './paging';

export const ADMIN_TAB_MESSAGES = {
  /** admin.md §5. */
  tagsRequired: 'Cel puțin o etichetă trebuie selectată',
  /** Crafted: a tag id that is not in the catalogue. */
  tagNotFound: 'Eticheta selectată nu există.',
  /** Crafted: approving a tab whose draft was already approved (or never proposed). */
  noPendingDraft: 'Transpunerea nu are modificări în așteptare.',
  /** Crafted (#29): the reason given with a rejection is too long. */
  reasonTooLong: 'Motivul depășește 500 de caractere',
} as const;

/** The longest reason an admin may give when rejecting a submission. */
export const REJECT_REASON_MAX = 500;

/** The tab manager's sort menu (admin.md §2) plus the id, the default. */
export const ADMIN_TAB_ORDER_BY = [
  'id',
  'title',
  'artist',
  'updated_at',
  'created_at',
  'rating',
  'favourite_count',
  'comment_count',
  /** When the waiting submission or edit was sent: the review queue, oldest first. */
  'submitted_at',
] as const;
export type AdminTabOrderBy = (typeof ADMIN_TAB_ORDER_BY)[number];

/** "Caută în": artist names, titles or the tab text; none means artist names or titles. */
export const ADMIN_TAB_SEARCH_FIELDS = ['artists', 'titles', 'text'] as const;
export type AdminTabSearchField = (typeof ADMIN_TAB_SEARCH_FIELDS)[number];

/** GET /api/admin/tab */
export const adminTabListQuery = Joi.object({
  ...adminPagingQuery(ADMIN_TAB_ORDER_BY, { orderby: 'id', sort: 'desc' }),
  ...adminSearchQuery(ADMIN_TAB_SEARCH_FIELDS),
  isPublic: adminFlag(),
  draftAvailable: adminFlag(),
  pendingReview: adminFlag(),
  isExplicit: adminFlag(),
  midi: adminFlag(),
  gtp: adminFlag(),
  tagId: adminId().empty(''),
  artistId: adminId().empty(''),
});

export interface AdminTabListQuery
  extends AdminPagingQuery<AdminTabOrderBy>,
    AdminSearchQuery<AdminTabSearchField> {
  isPublic?: boolean;
  draftAvailable?: boolean;
  /** The review queue: new submissions and proposed edits awaiting a decision. */
  pendingReview?: boolean;
  isExplicit?: boolean;
  /** true: has a MIDI file; false: has none. */
  midi?: boolean;
  gtp?: boolean;
  tagId?: string;
  artistId?: string;
}

/** `{ tabs, total }`: list rows with preview and tagsCsv (admin.md §3). */
export type AdminTabListResponse = TabListResponse;

/** The admin forms pick a catalogue artist: no free-text name. */
const catalogueArtist = tabContent.artistId
  .required()
  .messages({ 'any.required': TAB_MESSAGES.artistRequired });

/** A required 1/0 (true/false) value of the edit form. */
const requiredFlag = () => adminFlag().required().messages({ 'any.required': ADMIN_LIST_MESSAGES.badFlag });

/** PUT /api/admin/tab */
export const adminTabUpdateBody = Joi.object({
  id: adminId().required(),
  title: tabContent.title,
  artistId: catalogueArtist,
  body: tabContent.body,
  isPublic: requiredFlag(),
  isExplicit: requiredFlag(),
  tagIds: Joi.array().items(adminId()).min(1).unique().required().messages({
    'array.base': ADMIN_TAB_MESSAGES.tagsRequired,
    'array.min': ADMIN_TAB_MESSAGES.tagsRequired,
    'any.required': ADMIN_TAB_MESSAGES.tagsRequired,
    'array.unique': ADMIN_LIST_MESSAGES.badId,
  }),
});

export interface AdminTabUpdateInput {
  id: string;
  title: string;
  artistId: string;
  body: string;
  isPublic: boolean;
  isExplicit: boolean;
  tagIds: string[];
}

const tagIdList = () =>
  Joi.array().items(adminId()).unique().messages({
    'array.base': ADMIN_TAB_MESSAGES.tagsRequired,
    'array.unique': ADMIN_LIST_MESSAGES.badId,
  });

/**
 * PUT /api/admin/tab/approve: the proposed title, artist and body, possibly corrected by the admin; a new
 * submission (never published) also takes its tags here, at least one.
 */
export const adminTabApproveBody = Joi.object({
  id: adminId().required(),
  title: tabContent.title,
  artistId: catalogueArtist,
  body: tabContent.body,
  tagIds: tagIdList(),
});

export interface AdminTabApproveInput {
  id: string;
  title: string;
  artistId: string;
  body: string;
  /** The tags of a new submission (required then); a published tab keeps its own when absent. */
  tagIds?: string[];
}

/** The same call for a tab never published: its tags are chosen in the review dialog, at least one. */
export const adminTabPublishBody = adminTabApproveBody.keys({
  tagIds: tagIdList().min(1).required().messages({
    'array.min': ADMIN_TAB_MESSAGES.tagsRequired,
    'any.required': ADMIN_TAB_MESSAGES.tagsRequired,
  }),
});

/** PUT /api/admin/tab/reject: the author keeps the text and sees the optional reason. */
export const adminTabRejectBody = Joi.object({
  id: adminId().required(),
  reason: Joi.string()
    .trim()
    .max(REJECT_REASON_MAX)
    .allow('')
    .default('')
    .messages({ 'string.max': ADMIN_TAB_MESSAGES.reasonTooLong, '*': ADMIN_TAB_MESSAGES.reasonTooLong }),
});

export interface AdminTabRejectInput {
  id: string;
  reason: string;
}
