import path from 'node:path';
import { AREA_FOLDERS, type AreaName, type AreaReleaseState, PATHS } from '@acorduri/contracts';
import { type ManifestRemote, needsBucket, resolveRemotes, type Visitor } from '@acorduri/release';
import { escapeHtml } from '../seo/htmlText';
import { matchRoute } from '../seo/routeMatch';
import { reloadingFile } from './reloadingFile';

/** Written by each build next to its files (tools/mf-config namedChunkGroups.cjs): group name → script files. */
const CHUNK_GROUPS_FILE = 'chunk-groups.json';
/** The shell's lazy start (shell/src/index.ts), asked for by every page. */
const SHELL_GROUPS = ['bootstrap'];
/** What every page of an area loads from it: the route tree the shell mounts. */
const AREA_GROUPS = ['__federation_expose_App'];

interface RoutePart {
  readonly area: AreaName;
  readonly groups: readonly string[];
}

/**
 * Beyond its area's route tree, what a page shows first: its screen's named chunk (mf-public/src/App.tsx) and the
 * other remotes' modules it loads on its own. Pages not listed still get their area's entry and route tree.
 */
const ROUTE_PARTS: Readonly<Record<string, readonly RoutePart[]>> = {
  [PATHS.home]: [{ area: 'mf_public', groups: ['screen-home'] }],
  [PATHS.search]: [{ area: 'mf_public', groups: ['screen-search'] }],
  [PATHS.artist]: [{ area: 'mf_public', groups: ['screen-artist'] }],
  [PATHS.tab]: [
    { area: 'mf_public', groups: ['screen-tab'] },
    { area: 'mf_chords', groups: ['__federation_expose_chordTools', '__federation_expose_ChordStrip'] },
  ],
};

/** A remote entry this server serves: the unversioned build or a release folder (`/mf/<folder>/<version>/`). */
const LOCAL_ENTRY = /^\/mf\/([a-z-]+)\/(?:([A-Za-z0-9][\w.+-]*)\/)?remoteEntry\.js$/;

export interface BuildFolders {
  /** Where `npm run build` wrote each app (`<webRoot>/<folder>/dist`). */
  readonly webRoot: string;
  /** Where tools/release publishes versions (`<releasesDir>/<folder>/<version>`). */
  readonly releasesDir: string;
}

/** The folder on disk and the URL folder of an entry served here; undefined for another origin's entry. */
function buildOf(entry: string, folders: BuildFolders): { dir: string; url: string } | undefined {
  const match = LOCAL_ENTRY.exec(entry);
  const folder = match?.[1];
  if (!match || !folder || !Object.values(AREA_FOLDERS).includes(folder)) return undefined;
  const version = match[2];
  return {
    dir: version
      ? path.join(folders.releasesDir, folder, version)
      : path.join(folders.webRoot, folder, 'dist'),
    url: entry.slice(0, entry.length - 'remoteEntry.js'.length),
  };
}

type ChunkGroups = Readonly<Record<string, readonly string[]>>;

/** Each build's chunk-groups.json, read again after a rebuild (checked at most once a second). */
export function chunkGroupsReader(): (dir: string) => Promise<ChunkGroups> {
  const readers = new Map<string, () => Promise<ChunkGroups>>();
  return async (dir) => {
    let read = readers.get(dir);
    if (!read) {
      read = reloadingFile(path.join(dir, CHUNK_GROUPS_FILE), (text) => JSON.parse(text) as ChunkGroups);
      readers.set(dir, read);
    }
    try {
      return await read();
    } catch {
      // A build from before chunk-groups.json (an older release) only gets its entry preloaded; a file caught
      // half-written is read again at the next call.
      return {};
    }
  };
}

/**
 * The remotes whose entry this browser will load for sure. With an admins-only canary the page cannot tell an
 * admin (pages are served without the session) and a browser still to be drawn into a share canary's bucket gets
 * its group with /mf/remotes.json: areas whose entry depends on either are left out rather than guessed wrong.
 */
export function certainRemotes(
  base: readonly ManifestRemote[],
  states: readonly AreaReleaseState[],
  visitor: Visitor,
): ManifestRemote[] {
  const asVisitor = resolveRemotes(base, states, { ...visitor, isAdmin: false });
  const asAdmin = resolveRemotes(base, states, { ...visitor, isAdmin: true });
  const undrawn = needsBucket(states, visitor);
  return asVisitor.filter((remote, index) => {
    const state = states.find((s) => s.remote === remote.name);
    if (undrawn && state?.canary) return false;
    return remote.entry === asAdmin[index]?.entry;
  });
}

export interface PreloadRequest {
  readonly pathname: string;
  /** The remotes this browser loads (certainRemotes). */
  readonly remotes: readonly ManifestRemote[];
  readonly folders: BuildFolders;
  readonly readGroups: (dir: string) => Promise<ChunkGroups>;
}

/**
 * Low priority, as the deferred `main.js` they serve: the page's first paint needs no script, and Lighthouse's
 * simulated load counts every high-priority script fetched before the first paint as blocking it (tab page FCP
 * 1.8 s with them high, 0.7 s low).
 */
const tag = (url: string) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(url)}">`;

/**
 * `<link rel="preload">` tags for what a public page's scripts will ask for, so the browser fetches the shell's
 * start, the route's remote entries and first chunks in one wave with the HTML instead of one after the other.
 * None for unknown, signed-in and admin pages.
 */
export async function preloadTags({
  pathname,
  remotes,
  folders,
  readGroups,
}: PreloadRequest): Promise<string> {
  const matched = matchRoute(pathname);
  if (matched?.route.access !== 'public') return '';
  const shellFiles = await readGroups(path.join(folders.webRoot, 'shell', 'dist'));
  const urls = SHELL_GROUPS.flatMap((group) => shellFiles[group] ?? []).map((file) => `/${file}`);
  const parts: RoutePart[] = [
    { area: matched.route.area, groups: AREA_GROUPS },
    ...(ROUTE_PARTS[matched.route.path] ?? []),
  ];
  for (const part of parts) {
    const remote = remotes.find((r) => r.name === part.area);
    const build = remote ? buildOf(remote.entry, folders) : undefined;
    if (!remote || !build) continue;
    const groups = await readGroups(build.dir);
    urls.push(
      remote.entry,
      ...part.groups.flatMap((group) => groups[group] ?? []).map((file) => build.url + file),
    );
  }
  return [...new Set(urls)].map(tag).join('');
}
