import {
  buildPath,
  fetchRemotesManifest,
  OFFLINE_SONGBOOK_LIST,
  OFFLINE_SONGBOOKS_CACHE,
  PATHS,
  SONGBOOK_API,
  type Songbook,
  tabBySlugsKey,
} from '@acorduri/contracts';

/**
 * The remotes a songbook is read with offline: this one (pages, stage), mf-chords (chord theory, diagrams) and
 * mf-account ('Cântecele mele' and the owner's songbook page, the way in from the menu).
 */
const READER_REMOTES = ['mf_public', 'mf_chords', 'mf_account'] as const;

interface FederationManifest {
  readonly exposes?: readonly { readonly assets?: { readonly js?: { sync?: string[]; async?: string[] } } }[];
  readonly shared?: readonly { readonly assets?: { readonly js?: { sync?: string[]; async?: string[] } } }[];
}

/** Every script of a remote build (its remoteEntry.js and what its mf-manifest.json lists), as URLs. */
async function remoteScripts(entry: string): Promise<string[]> {
  const base = new URL('.', new URL(entry, window.location.href));
  const response = await fetch(new URL('mf-manifest.json', base));
  if (!response.ok) throw new Error(`mf-manifest.json: HTTP ${response.status}`);
  const manifest = (await response.json()) as FederationManifest;
  const files = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap(({ assets }) => [
    ...(assets?.js?.sync ?? []),
    ...(assets?.js?.async ?? []),
  ]);
  return [
    new URL(entry, window.location.href).href,
    ...new Set(files.map((file) => new URL(file, base).href)),
  ];
}

/**
 * The addresses a songbook needs offline: its call, its pages, its songs' tab pages and calls; for its owner also
 * its own call and pages under 'Cântecele mele' (reached from the menu).
 */
export function songbookAddresses(songbook: Songbook, songbookCall: string): string[] {
  const own = SONGBOOK_API.one(songbook.id);
  const pages = songbook.isOwner
    ? [
        ...(own === songbookCall ? [] : [own]),
        buildPath(PATHS.mySongbook, { id: songbook.id }),
        buildPath(PATHS.mySongbookStage, { id: songbook.id }),
      ]
    : [];
  const songs = songbook.entries.flatMap(({ tab }) =>
    tab
      ? [
          buildPath(PATHS.tab, { artistSlug: tab.artist.slug, tabSlug: tab.slug }),
          tabBySlugsKey(tab.artist.slug, tab.slug),
        ]
      : [],
  );
  return [
    songbookCall,
    buildPath(PATHS.songbook, { slug: songbook.slug }),
    buildPath(PATHS.songbookStage, { slug: songbook.slug }),
    ...pages,
    ...songs,
  ];
}

/** Whether this browser can keep pages for offline reading (Cache API and a service worker). */
export const offlineSupported = () => typeof caches !== 'undefined' && 'serviceWorker' in navigator;

export async function isSavedOffline(songbookCall: string): Promise<boolean> {
  if (!offlineSupported()) return false;
  const cache = await caches.open(OFFLINE_SONGBOOKS_CACHE);
  return (await cache.match(songbookCall)) !== undefined;
}

/**
 * Stores a songbook for offline reading: its call, pages and tabs, the session probe, the remotes manifest and
 * every script of the reader's remotes. Run again while online to refresh the copy.
 */
export async function saveOffline(songbook: Songbook, songbookCall: string): Promise<void> {
  const cache = await caches.open(OFFLINE_SONGBOOKS_CACHE);
  const remotes = await fetchRemotesManifest();
  const scripts = await Promise.all(
    remotes
      .filter(({ name }) => (READER_REMOTES as readonly string[]).includes(name))
      .map(({ entry }) => remoteScripts(entry)),
  );
  const addresses = [
    ...songbookAddresses(songbook, songbookCall),
    '/',
    '/api/account',
    ...(songbook.isOwner ? [PATHS.mySongbooks, OFFLINE_SONGBOOK_LIST] : []),
    '/mf/remotes.json',
    ...scripts.flat(),
  ];
  // One by one, so a song that disappeared meanwhile (404) does not keep the others out.
  const results = await Promise.allSettled(addresses.map((address) => cache.add(address)));
  if (results[0]?.status === 'rejected') throw results[0].reason;
}

/** Forgets a songbook's own addresses; scripts and the shell page stay (other songbooks share them). */
export async function removeOffline(songbook: Songbook, songbookCall: string): Promise<void> {
  const cache = await caches.open(OFFLINE_SONGBOOKS_CACHE);
  await Promise.all(songbookAddresses(songbook, songbookCall).map((address) => cache.delete(address)));
}
