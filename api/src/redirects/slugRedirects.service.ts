import { buildPath, PATHS } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { ArtistModel } from '../artists/artist.model';
import { TabModel } from '../tabs/tab.model';
import { SlugRedirectModel } from './slugRedirect.model';

type Id = Types.ObjectId;

function remember(kind: 'artist' | 'tab', scope: Id | null, slug: string, targetId: Id): Promise<unknown> {
  return SlugRedirectModel.updateOne({ kind, scope, slug }, { $set: { targetId } }, { upsert: true });
}

/** An artist's slug changed: its old address keeps leading to it. */
export function rememberArtistSlug(artistId: Id, oldSlug: string): Promise<unknown> {
  return remember('artist', null, oldSlug, artistId);
}

/** A tab's slug or artist changed: its old address (under the artist it had) keeps leading to it. */
export function rememberTabSlug(tabId: Id, oldArtistId: Id, oldSlug: string): Promise<unknown> {
  return remember('tab', oldArtistId, oldSlug, tabId);
}

/** The artist an artist slug names now or named before a rename; null when none. */
async function artistOfSlug(slug: string): Promise<{ _id: Id; slug: string } | null> {
  const current = await ArtistModel.findOne({ slug }, { slug: 1 }).lean();
  if (current) return current;
  const old = await SlugRedirectModel.findOne({ kind: 'artist', scope: null, slug }, { targetId: 1 }).lean();
  return old ? ArtistModel.findById(old.targetId, { slug: 1 }).lean() : null;
}

async function currentTabPath(artist: { _id: Id; slug: string }, tabSlug: string): Promise<string | null> {
  const fields = { slug: 1, artistId: 1 };
  let tab = await TabModel.findOne({ artistId: artist._id, slug: tabSlug, isPublic: true }, fields).lean();
  if (!tab) {
    const old = await SlugRedirectModel.findOne({ kind: 'tab', scope: artist._id, slug: tabSlug }).lean();
    tab = old ? await TabModel.findOne({ _id: old.targetId, isPublic: true }, fields).lean() : null;
  }
  if (!tab?.artistId) return null;
  const tabArtist = tab.artistId.equals(artist._id)
    ? artist
    : await ArtistModel.findById(tab.artistId, { slug: 1 }).lean();
  return tabArtist ? buildPath(PATHS.tab, { artistSlug: tabArtist.slug, tabSlug: tab.slug }) : null;
}

/** A path segment as written in the URL; a malformed escape names nothing. */
function segment(raw: string | undefined): string {
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return '';
  }
}

const ARTIST_PAGE = /^\/artisti\/([^/]+)\/?$/;
const TAB_PAGE = /^\/acorduri\/([^/]+)\/([^/]+)\/?$/;

/**
 * The current address of a page address that no longer exists because its artist or tab was renamed (a 301
 * from the old one); null when the address names nothing, or nothing renamed. Asked only for pages that answered
 * 404, so live pages cost nothing.
 */
export async function renamedPageAddress(pathname: string): Promise<string | null> {
  const artistPage = ARTIST_PAGE.exec(pathname);
  const tabPage = artistPage ? null : TAB_PAGE.exec(pathname);
  const artistSlug = segment(artistPage?.[1] ?? tabPage?.[1]);
  if (!artistSlug) return null;
  const artist = await artistOfSlug(artistSlug);
  if (!artist) return null;
  const target = tabPage
    ? await currentTabPath(artist, segment(tabPage[2]))
    : buildPath(PATHS.artist, { slug: artist.slug });
  return target && target !== pathname ? target : null;
}
