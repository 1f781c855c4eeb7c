import type { Songbook, SongbookEntry, SongbookSummary, SongbookTabRef } from '@acorduri/contracts';
import { ArtistModel } from '../artists/artist.model';
import { TabModel } from '../tabs/tab.model';
import { encryptTabBody } from '../tabs/tabBodyCipher';
import { UserModel } from '../users/user.model';
import type { SongbookEntryRecord, SongbookRecord } from './songbook.model';

/** The list projection: everything but the entries, whose count is computed by the query. */
export function summaryOf(songbook: Omit<SongbookRecord, 'entries'>, entryCount: number): SongbookSummary {
  return {
    id: songbook._id.toHexString(),
    name: songbook.name,
    slug: songbook.slug,
    description: songbook.description,
    isPublic: songbook.isPublic,
    entryCount,
    createdAt: songbook.createdAt.toISOString(),
    updatedAt: songbook.updatedAt.toISOString(),
  };
}

interface ReadableTab {
  ref: SongbookTabRef;
  body?: string;
}

/** The entries' tabs that readers may open: public, in the catalogue (one query for tabs, one for artists). */
async function readableTabs(
  entries: readonly SongbookEntryRecord[],
  passphrase: string | null,
): Promise<Map<string, ReadableTab>> {
  const ids = [...new Set(entries.map((entry) => entry.tabId.toHexString()))];
  if (ids.length === 0) return new Map();
  const tabs = await TabModel.find(
    { _id: { $in: ids }, isPublic: true, artistId: { $ne: null } },
    { title: 1, slug: 1, artistId: 1, ...(passphrase ? { body: 1 } : {}) },
  ).lean();
  const artistIds = [...new Set(tabs.map((tab) => String(tab.artistId)))];
  const artists = await ArtistModel.find({ _id: { $in: artistIds } }, { name: 1, slug: 1 }).lean();
  const artistById = new Map(artists.map((artist) => [artist._id.toHexString(), artist]));
  const readable = new Map<string, ReadableTab>();
  for (const tab of tabs) {
    const artist = artistById.get(String(tab.artistId));
    if (!artist) continue;
    readable.set(tab._id.toHexString(), {
      ref: {
        id: tab._id.toHexString(),
        title: tab.title,
        slug: tab.slug,
        artist: { name: artist.name, slug: artist.slug },
      },
      ...(passphrase && tab.body !== undefined ? { body: encryptTabBody(tab.body, passphrase) } : {}),
    });
  }
  return readable;
}

function entryView(entry: SongbookEntryRecord, tab: ReadableTab | undefined): SongbookEntry {
  return {
    id: entry._id.toHexString(),
    tabId: entry.tabId.toHexString(),
    title: tab?.ref.title ?? entry.title,
    artistName: tab?.ref.artist.name ?? entry.artistName,
    transpose: entry.transpose,
    capo: entry.capo,
    note: entry.note,
    scrollSpeed: entry.scrollSpeed,
    unavailable: tab === undefined,
    tab: tab?.ref ?? null,
    ...(tab?.body !== undefined ? { body: tab.body } : {}),
  };
}

/**
 * A whole songbook for `viewerId`. With a `passphrase` each available entry carries its tab's body encrypted
 * (the reading calls: the songbook page and stage mode need every song at once); write answers leave it out.
 */
export async function songbookView(
  songbook: SongbookRecord,
  viewerId: string | undefined,
  passphrase: string | null,
): Promise<Songbook> {
  const entries = songbook.entries as SongbookEntryRecord[];
  const [tabs, owner] = await Promise.all([
    readableTabs(entries, passphrase),
    UserModel.findById(songbook.ownerId, { username: 1, slug: 1 }).lean(),
  ]);
  return {
    ...summaryOf(songbook, entries.length),
    owner: { name: owner?.username ?? '', slug: owner?.slug ?? '' },
    isOwner: viewerId === songbook.ownerId.toHexString(),
    entries: entries.map((entry) => entryView(entry, tabs.get(entry.tabId.toHexString()))),
  };
}
