/// <reference lib="webworker" />
import { isOfflineListApi, isOfflineReadableApi, OFFLINE_SONGBOOKS_CACHE } from '@acorduri/contracts';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

/**
 * The site's service worker (issue #18: offline reading). Built by sw.rspack.config.ts after the shell, which
 * fills `self.__WB_MANIFEST` with the shell's hashed scripts.
 *
 * - Pages: network first (a deployment is seen at once), the last copy offline.
 * - /mf/remotes.json, each remote's remoteEntry.js and mf-manifest.json: network first, so the composition is
 *   always the one the current manifest names; a cached copy only when the network is down.
 * - Other /mf/ files: their names carry a content hash, so a cached file is that exact build: cache first.
 *   A new shell can never be mixed with a stale remote, since the remote's entry is read from the network.
 * - API: only the reads `isOfflineReadableApi` names, network only, answered from the offline songbook cache
 *   when the network fails. Writes, admin and other account calls are never routed here.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const PAGES_CACHE = 'acorduri-pages-v1';
const REMOTES_CACHE = 'acorduri-remotes-v1';

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const UNHASHED_REMOTE_FILE = /^\/mf\/(remotes\.json$|.*\/(remoteEntry\.js|mf-manifest\.json)$)/;

registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({ cacheName: PAGES_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 50 })] }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && UNHASHED_REMOTE_FILE.test(url.pathname),
  new NetworkFirst({ cacheName: REMOTES_CACHE }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/mf/') && url.pathname.endsWith('.js'),
  new CacheFirst({ cacheName: REMOTES_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 400 })] }),
);
registerRoute(
  ({ url, request }) => sameOrigin(url) && isOfflineReadableApi(request.method, url.pathname),
  new NetworkOnly(),
);

/** The network failed and the route's own cache had nothing: the offline songbooks, then any cached page. */
setCatchHandler(async ({ request }) => {
  // ignoreVary: the saved copy was fetched by the same browser; a Vary on encoding or cookie must not hide it.
  const offline = { cacheName: OFFLINE_SONGBOOKS_CACHE, ignoreVary: true };
  const url = new URL(request.url);
  const saved =
    (await caches.match(request.url, offline)) ??
    // 'Cântecele mele' asks its list with its own paging and order: the list saved with the songbooks answers.
    (isOfflineListApi(url.pathname)
      ? await caches.match(request.url, { ...offline, ignoreSearch: true })
      : undefined) ??
    (request.mode === 'navigate' || url.pathname.startsWith('/mf/')
      ? await caches.match(request.url, { ignoreVary: true })
      : undefined);
  if (saved) return saved;
  // Any page of the site is the shell: offline, an address never visited still opens the app.
  if (request.mode === 'navigate') {
    const shell = (await caches.match('/', offline)) ?? (await caches.match('/', { ignoreVary: true }));
    if (shell) return shell;
  }
  return Response.error();
});
