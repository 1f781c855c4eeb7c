import type { CommentView } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { ArtistModel } from '../artists/artist.model';
import { TabModel } from '../tabs/tab.model';
import { UserModel } from '../users/user.model';
import type { Comment } from './comment.model';

export type StoredComment = Comment & { _id: Types.ObjectId; createdAt: Date };

interface TabSummary {
  readonly title: string;
  readonly slug: string;
  readonly isPublic: boolean;
  readonly artist: { readonly name: string; readonly slug: string };
}

const idsOf = (values: Iterable<Types.ObjectId | null | undefined>) => [
  ...new Set([...values].filter((value) => value != null).map((value) => value.toHexString())),
];

async function authorsById(comments: readonly StoredComment[]) {
  const users = await UserModel.find(
    { _id: { $in: idsOf(comments.map((c) => c.authorId)) } },
    { username: 1, slug: 1 },
  )
    .lean()
    .exec();
  return new Map(users.map((user) => [user._id.toHexString(), { name: user.username, slug: user.slug }]));
}

/** Tabs of the comments with their artist, in three queries whatever the number of comments. */
export async function tabsById(tabIds: Iterable<Types.ObjectId>): Promise<Map<string, TabSummary>> {
  const tabs = await TabModel.find(
    { _id: { $in: idsOf(tabIds) } },
    { title: 1, slug: 1, isPublic: 1, artistId: 1, tempArtistName: 1 },
  )
    .lean()
    .exec();
  const artists = await ArtistModel.find(
    { _id: { $in: idsOf(tabs.map((tab) => tab.artistId)) } },
    { name: 1, slug: 1 },
  )
    .lean()
    .exec();
  const artistById = new Map(artists.map((artist) => [artist._id.toHexString(), artist]));
  return new Map(
    tabs.map((tab) => {
      const artist = tab.artistId ? artistById.get(tab.artistId.toHexString()) : undefined;
      return [
        tab._id.toHexString(),
        {
          title: tab.title,
          slug: tab.slug,
          isPublic: tab.isPublic,
          artist: { name: artist?.name ?? tab.tempArtistName ?? '', slug: artist?.slug ?? '' },
        },
      ];
    }),
  );
}

/** Comments as the screens show them: with author and tab (artist - title). Comments of a deleted tab are dropped. */
export async function commentViewsOf(comments: readonly StoredComment[]): Promise<CommentView[]> {
  const [authors, tabs] = await Promise.all([authorsById(comments), tabsById(comments.map((c) => c.tabId))]);
  return comments.flatMap((comment) => {
    const tab = tabs.get(comment.tabId.toHexString());
    if (!tab) return [];
    const authorId = comment.authorId.toHexString();
    const author = authors.get(authorId);
    return [
      {
        id: comment._id.toHexString(),
        body: comment.body,
        createdAt: comment.createdAt.toISOString(),
        author: author ? { id: authorId, ...author } : null,
        tab: { id: comment.tabId.toHexString(), title: tab.title, slug: tab.slug, artist: tab.artist },
      },
    ];
  });
}

const EXCERPT_LENGTH = 60;

/** The beginning of a comment, for log entries. */
export function excerptOf(body: string): string {
  return body.length <= EXCERPT_LENGTH ? body : `${body.slice(0, EXCERPT_LENGTH - 1)}…`;
}
