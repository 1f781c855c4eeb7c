import type { TabAuthorRef, TabDetail, TabDraftView, TabListItem, TabTagRef } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { ArtistModel } from '../artists/artist.model';
import { TagModel } from '../tags/tag.model';
import { UserModel } from '../users/user.model';
import { ReferenceNames } from './referenceNames';
import type { Tab } from './tab.model';
import { encryptTabBody } from './tabBodyCipher';

export type TabRecord = Tab & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

/**
 * Who reads: the public never sees a pending draft (an unreviewed text would otherwise be published by anyone
 * who proposes it); the tab's author and the admins do.
 */
export type TabAudience = 'public' | 'reviewer';

/**
 * What a public list row shows (`listItem`), named field by field: the body, the search and chord-set fields (a
 * tab's progression runs alone are a hundred strings) and the draft stay in the database instead of being
 * encoded, sent and decoded for every row.
 */
export const TAB_LIST_FIELDS = {
  title: 1,
  slug: 1,
  artistId: 1,
  tempArtistName: 1,
  authorId: 1,
  tagIds: 1,
  midi: 1,
  gtp: 1,
  rating: 1,
  ratingCount: 1,
  favouriteCount: 1,
  commentCount: 1,
  isPublic: 1,
  isExplicit: 1,
  draftAvailable: 1,
  preview: 1,
  createdAt: 1,
  updatedAt: 1,
} as const;
/** A public tab in full: its row and its body. */
export const TAB_DETAIL_FIELDS = { ...TAB_LIST_FIELDS, body: 1 } as const;
/** The author's and the admins' rows: the draft's title and artist, not its body. */
export const TAB_REVIEW_LIST_FIELDS = { body: 0, searchGrams: 0, searchWords: 0, 'draft.body': 0 } as const;
export const TAB_REVIEW_DETAIL_FIELDS = { searchGrams: 0, searchWords: 0 } as const;

interface References {
  artists: ReadonlyMap<string, { name: string; slug: string }>;
  users: ReadonlyMap<string, TabAuthorRef>;
  tags: ReadonlyMap<string, TabTagRef>;
}

const hex = (id: Types.ObjectId | null | undefined) => (id ? id.toHexString() : null);

/**
 * A row's ids as text, each converted once: a list page turned every id to hex two to four times (distinct
 * references, the kept-names lookup, the row).
 */
interface RowIds {
  readonly id: string;
  readonly artistId: string | null;
  readonly draftArtistId: string | null;
  readonly authorId: string | null;
  readonly tagIds: readonly string[];
}

function rowIds(tab: TabRecord): RowIds {
  return {
    id: tab._id.toHexString(),
    artistId: hex(tab.artistId),
    draftArtistId: hex(tab.draft?.artistId),
    authorId: hex(tab.authorId),
    tagIds: tab.tagIds.map((id) => id.toHexString()),
  };
}

/** The artists, authors and tags of a page of tabs: one query per collection for the ones not kept in memory. */
const artistNames = new ReferenceNames(async (ids) =>
  (await ArtistModel.find({ _id: { $in: ids } }, { name: 1, slug: 1 }).lean()).map(
    (a): [string, { name: string; slug: string }] => [a._id.toHexString(), { name: a.name, slug: a.slug }],
  ),
);
const userNames = new ReferenceNames(async (ids) =>
  (await UserModel.find({ _id: { $in: ids } }, { username: 1, slug: 1 }).lean()).map(
    (u): [string, { id: string; name: string; slug: string }] => [
      u._id.toHexString(),
      { id: u._id.toHexString(), name: u.username, slug: u.slug },
    ],
  ),
);
const tagNames = new ReferenceNames(async (ids) =>
  (await TagModel.find({ _id: { $in: ids } }, { name: 1, slug: 1 }).lean()).map(
    (t): [string, { id: string; name: string; slug: string }] => [
      t._id.toHexString(),
      { id: t._id.toHexString(), name: t.name, slug: t.slug },
    ],
  ),
);

async function loadReferences(tabs: readonly TabRecord[], ids: readonly RowIds[]): Promise<References> {
  const artists = new Map<string, Types.ObjectId>();
  const users = new Map<string, Types.ObjectId>();
  const tags = new Map<string, Types.ObjectId>();
  tabs.forEach((tab, row) => {
    const texts = ids[row] as RowIds;
    if (texts.artistId && tab.artistId) artists.set(texts.artistId, tab.artistId);
    if (texts.draftArtistId && tab.draft?.artistId) artists.set(texts.draftArtistId, tab.draft.artistId);
    if (texts.authorId && tab.authorId) users.set(texts.authorId, tab.authorId);
    for (const [at, id] of tab.tagIds.entries()) tags.set(texts.tagIds[at] as string, id);
  });
  const [artistRefs, userRefs, tagRefs] = await Promise.all([
    artistNames.of(artists),
    userNames.of(users),
    tagNames.of(tags),
  ]);
  return { artists: artistRefs, users: userRefs, tags: tagRefs };
}

function draftView(tab: TabRecord, ids: RowIds, refs: References): TabDraftView | null {
  if (!tab.draft) return null;
  const artistId = ids.draftArtistId;
  return {
    title: tab.draft.title,
    artistId,
    artistName: artistId ? (refs.artists.get(artistId)?.name ?? null) : null,
    tempArtistName: tab.draft.tempArtistName ?? null,
  };
}

/** What only the author and the admins see: the draft and where the tab stands in the review. */
function reviewFields(tab: TabRecord, ids: RowIds, refs: References) {
  const review = tab.review;
  return {
    draft: draftView(tab, ids, refs),
    pendingReview: tab.pendingReview ?? false,
    reviewRequestedAt: tab.reviewRequestedAt ? tab.reviewRequestedAt.toISOString() : null,
    review: review
      ? { outcome: review.outcome, reason: review.reason ?? null, decidedAt: review.decidedAt.toISOString() }
      : null,
  };
}

function listItem(tab: TabRecord, ids: RowIds, refs: References, audience: TabAudience): TabListItem {
  const { artistId, authorId } = ids;
  const artist = artistId ? refs.artists.get(artistId) : undefined;
  const tags = ids.tagIds.flatMap((id) => refs.tags.get(id) ?? []);
  return {
    id: ids.id,
    title: tab.title,
    slug: tab.slug,
    artistId,
    artist: {
      id: artistId,
      name: artist?.name ?? tab.tempArtistName ?? '',
      slug: artist?.slug ?? '',
      tempName: tab.tempArtistName ?? null,
    },
    author: (authorId && refs.users.get(authorId)) || null,
    tagIds: [...ids.tagIds],
    tags,
    tagsCsv: tags.map((tag) => tag.name).join(', '),
    midi: tab.midi ?? null,
    gtp: tab.gtp ?? null,
    rating: tab.rating,
    ratingCount: tab.ratingCount,
    favouriteCount: tab.favouriteCount,
    commentCount: tab.commentCount,
    isPublic: tab.isPublic,
    isExplicit: tab.isExplicit,
    draftAvailable: tab.draftAvailable,
    ...(audience === 'reviewer' ? reviewFields(tab, ids, refs) : {}),
    preview: tab.preview,
    createdAt: tab.createdAt.toISOString(),
    updatedAt: tab.updatedAt.toISOString(),
  };
}

export async function toTabListItems(
  tabs: readonly TabRecord[],
  audience: TabAudience = 'public',
): Promise<TabListItem[]> {
  const seen = audience === 'reviewer' ? tabs : tabs.map(withoutDraft);
  const ids = seen.map(rowIds);
  const refs = await loadReferences(seen, ids);
  return seen.map((tab, row) => listItem(tab, ids[row] as RowIds, refs, audience));
}

/** The public's copy of a record: whatever a query loaded, the draft does not reach the answer. */
function withoutDraft(tab: TabRecord): TabRecord {
  return { ...tab, draft: null };
}

/** A single tab with its body (and, for a reviewer, its draft's body) encrypted for delivery. */
export async function toTabDetail(
  tab: TabRecord,
  passphrase: string,
  audience: TabAudience = 'public',
): Promise<TabDetail> {
  const seen = audience === 'reviewer' ? tab : withoutDraft(tab);
  const ids = rowIds(seen);
  const item = listItem(seen, ids, await loadReferences([seen], [ids]), audience);
  const body = encryptTabBody(tab.body, passphrase);
  if (audience === 'public') return { ...item, body };
  return {
    ...item,
    draft:
      item.draft && tab.draft ? { ...item.draft, body: encryptTabBody(tab.draft.body, passphrase) } : null,
    body,
  };
}
