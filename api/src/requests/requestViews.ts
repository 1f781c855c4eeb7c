import type { TabRequestView } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { ArtistModel } from '../artists/artist.model';
import { UserModel } from '../users/user.model';
import type { TabRequest } from './request.model';

export type StoredRequest = TabRequest & { _id: Types.ObjectId; createdAt: Date };

const distinctIds = (ids: (Types.ObjectId | null | undefined)[]) => [
  ...new Map(ids.filter((id) => id != null).map((id) => [id.toHexString(), id])).values(),
];

/** Requests with their artist and author, one query per referenced collection for a whole page. */
export async function requestViewsOf(
  requests: readonly StoredRequest[],
  votedIds?: ReadonlySet<string>,
): Promise<TabRequestView[]> {
  const [artists, users] = await Promise.all([
    ArtistModel.find(
      { _id: { $in: distinctIds(requests.map((r) => r.artistId)) } },
      { name: 1, slug: 1 },
    ).lean(),
    UserModel.find(
      { _id: { $in: distinctIds(requests.map((r) => r.authorId)) } },
      { username: 1, slug: 1 },
    ).lean(),
  ]);
  const artistById = new Map(artists.map((artist) => [artist._id.toHexString(), artist]));
  const userById = new Map(users.map((user) => [user._id.toHexString(), user]));
  return requests.map((request) => {
    const id = request._id.toHexString();
    const artistId = request.artistId?.toHexString() ?? null;
    const artist = artistId ? artistById.get(artistId) : undefined;
    const author = request.authorId ? userById.get(request.authorId.toHexString()) : undefined;
    return {
      id,
      title: request.title,
      artistId,
      tempArtist: request.tempArtist ?? null,
      artist: {
        id: artistId,
        name: artist?.name ?? request.tempArtist ?? '',
        slug: artist?.slug ?? null,
        tempName: request.tempArtist ?? null,
      },
      author: author ? { name: author.username, slug: author.slug } : null,
      voteCount: request.voteCount,
      isPublic: request.isPublic,
      createdAt: request.createdAt.toISOString(),
      ...(votedIds ? { voted: votedIds.has(id) } : {}),
    };
  });
}
