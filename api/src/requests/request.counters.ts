import type { ClientSession, Types } from 'mongoose';
import { ARTIST_DATA_FILE } from '../artists/artist.cache';
import { ArtistModel } from '../artists/artist.model';
import { cacheFiles } from '../cache/cacheFiles';
import { UserModel } from '../users/user.model';

/** What the request counters depend on: visibility, catalogue artist and author. */
export interface CountedRequest {
  isPublic: boolean;
  artistId?: Types.ObjectId | null;
  authorId?: Types.ObjectId | null;
}

function publicArtistOf(request: CountedRequest | null): string | null {
  return request?.isPublic && request.artistId ? request.artistId.toHexString() : null;
}

/**
 * Moves the counters from a request's state `before` a write to its state `after` it (null: not existing) with
 * atomic $inc updates: an artist's requestCount counts its public requests, the author's requestCount all their
 * requests. Callers read `before` atomically with the write, so concurrent writes each move the counters once.
 * With a `session` the updates join the write's transaction, one after the other as a transaction requires.
 */
export async function applyRequestCounterChanges(
  before: CountedRequest | null,
  after: CountedRequest | null,
  session?: ClientSession,
): Promise<void> {
  const artistDeltas = new Map<string, number>();
  const previousArtist = publicArtistOf(before);
  const nextArtist = publicArtistOf(after);
  if (previousArtist) artistDeltas.set(previousArtist, -1);
  if (nextArtist) artistDeltas.set(nextArtist, (artistDeltas.get(nextArtist) ?? 0) + 1);
  const artistChanges = [...artistDeltas].filter(([, delta]) => delta !== 0);

  const author = after?.authorId ?? before?.authorId ?? null;
  const authorDelta = (after ? 1 : 0) - (before ? 1 : 0);
  for (const [id, delta] of artistChanges)
    await ArtistModel.updateOne({ _id: id }, { $inc: { requestCount: delta } }, { session });
  if (author && authorDelta !== 0)
    await UserModel.updateOne({ _id: author }, { $inc: { requestCount: authorDelta } }, { session });
  // The artist data file carries each artist's request count.
  if (artistChanges.length > 0) cacheFiles.invalidate(ARTIST_DATA_FILE);
}
