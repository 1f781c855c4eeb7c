import Joi from 'joi';
import { searchText } from '../search/search.schemas';
import { pageSlug } from '../tags/pageSlug';
import { flag, pagingQuery, SORT_DIRECTIONS, type SortDirection } from '../validation/common';
import { TAB_MESSAGES } from './messages';

export const TAB_TITLE_MAX_LENGTH = 100;
export const TAB_BODY_MAX_LENGTH = 100000;
export const TEMP_ARTIST_MAX_LENGTH = 50;

/** Sortable columns of tab lists (snake case like the rest of the API's orderby values). */
export const TAB_ORDER_BY = [
  'created_at',
  'updated_at',
  'title',
  'artist',
  'rating',
  'favourite_count',
  'comment_count',
] as const;
export type TabOrderBy = (typeof TAB_ORDER_BY)[number];

/** The category page's 'Sortare' menu (spec §2) as orderby + sort pairs for GET /api/tab. */
export const CATEGORY_SORT_OPTIONS: readonly { label: string; orderby: TabOrderBy; sort: SortDirection }[] = [
  { label: 'Cele mai recente', orderby: 'created_at', sort: 'desc' },
  { label: 'Cele mai vechi', orderby: 'created_at', sort: 'asc' },
  { label: 'Top rating', orderby: 'rating', sort: 'desc' },
  { label: 'Top favorite', orderby: 'favourite_count', sort: 'desc' },
  { label: 'Artist, A-Z', orderby: 'artist', sort: 'asc' },
];

/** Which names a search looks in: artist names, titles or both (default). */
export const TAB_SEARCH_FIELDS = ['all', 'artist', 'title'] as const;
export type TabSearchField = (typeof TAB_SEARCH_FIELDS)[number];

const id = () =>
  Joi.string().hex().length(24).messages({
    'string.base': TAB_MESSAGES.invalidId,
    'string.empty': TAB_MESSAGES.invalidId,
    'string.hex': TAB_MESSAGES.invalidId,
    'string.length': TAB_MESSAGES.invalidId,
    'any.required': TAB_MESSAGES.invalidId,
  });

const listParameterMessages = {
  'any.only': TAB_MESSAGES.invalidListParameter,
  'number.base': TAB_MESSAGES.invalidListParameter,
  'number.min': TAB_MESSAGES.invalidListParameter,
  'number.max': TAB_MESSAGES.invalidListParameter,
  'number.integer': TAB_MESSAGES.invalidListParameter,
  'boolean.base': TAB_MESSAGES.invalidListParameter,
};

/** GET /api/tab: public tabs, searched and filtered by author, tag or artist, paged and sorted. */
export const tabListQuery = Joi.object({
  ...pagingQuery(TAB_ORDER_BY),
  // No defaults: without them search results come most favoured first, other lists oldest first.
  sort: Joi.string()
    .lowercase()
    .valid(...SORT_DIRECTIONS),
  orderby: Joi.string().valid(...TAB_ORDER_BY),
  search: searchText().empty(''),
  searchField: Joi.string()
    .valid(...TAB_SEARCH_FIELDS)
    .default('all'),
  userSlug: pageSlug(),
  tagSlug: pageSlug(),
  artistSlug: pageSlug(),
}).messages(listParameterMessages);

export interface TabListQuery {
  limit: number;
  offset: number;
  sort?: SortDirection;
  orderby?: TabOrderBy;
  search?: string;
  searchField: TabSearchField;
  userSlug?: string;
  tagSlug?: string;
  artistSlug?: string;
}

/** GET /api/user/tab: the signed-in user's own tabs with the 'Transpunerile mele' filters. */
export const userTabListQuery = Joi.object({
  ...pagingQuery(TAB_ORDER_BY, { orderby: 'created_at', sort: 'desc' }),
  isPublic: flag(),
  draftAvailable: flag(),
  artistId: id(),
  tagId: id(),
}).messages(listParameterMessages);

export interface UserTabListQuery {
  limit: number;
  offset: number;
  sort: SortDirection;
  orderby: TabOrderBy;
  isPublic?: boolean;
  draftAvailable?: boolean;
  artistId?: string;
  tagId?: string;
}

/** GET /api/tab/{id}, GET /api/user/tab/{id} */
export const tabIdParams = Joi.object({ id: id().required() });

/** GET /api/tab/by-slug/{artistSlug}/{tabSlug}: the tab page (/acorduri/{artistSlug}/{tabSlug}). */
export const tabSlugParams = Joi.object({
  artistSlug: pageSlug().required(),
  tabSlug: pageSlug().required(),
});

/** The title, artist and body rules every tab form shares (account forms and the admin tab form). */
export const tabContent = {
  title: Joi.string().trim().max(TAB_TITLE_MAX_LENGTH).required().messages({
    'string.base': TAB_MESSAGES.titleRequired,
    'string.empty': TAB_MESSAGES.titleRequired,
    'any.required': TAB_MESSAGES.titleRequired,
    'string.max': TAB_MESSAGES.titleTooLong,
  }),
  artistId: id().empty(Joi.valid('', null)).messages({
    'string.hex': TAB_MESSAGES.artistNotFound,
    'string.length': TAB_MESSAGES.artistNotFound,
  }),
  tempArtist: Joi.string().trim().max(TEMP_ARTIST_MAX_LENGTH).empty(Joi.valid('', null)).messages({
    'string.base': TAB_MESSAGES.artistRequired,
    'string.max': TAB_MESSAGES.tempArtistTooLong,
  }),
  // Not trimmed: leading spaces place the chords above the lyrics. Blank text counts as missing.
  body: Joi.string().max(TAB_BODY_MAX_LENGTH).pattern(/\S/).required().messages({
    'string.base': TAB_MESSAGES.bodyRequired,
    'string.empty': TAB_MESSAGES.bodyRequired,
    'any.required': TAB_MESSAGES.bodyRequired,
    'string.pattern.base': TAB_MESSAGES.bodyRequired,
    'string.max': TAB_MESSAGES.bodyTooLong,
  }),
};

/** A tab's content needs an artist: a catalogue artist id or a free-text name. */
const withArtist = (schema: Joi.ObjectSchema) =>
  schema.or('artistId', 'tempArtist').messages({ 'object.missing': TAB_MESSAGES.artistRequired });

/** POST /api/user/tab */
export const newTabBody = withArtist(Joi.object(tabContent));

/** PUT /api/user/tab/draft */
export const tabDraftBody = withArtist(Joi.object({ id: id().required(), ...tabContent }));

export interface TabContentInput {
  title: string;
  artistId?: string | null;
  tempArtist?: string | null;
  body: string;
}

export interface TabDraftInput extends TabContentInput {
  id: string;
}

/** DELETE /api/user/tab */
export const deleteTabBody = Joi.object({ id: id().required() });
