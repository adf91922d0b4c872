/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { clientsClaim } from 'workbox-core';
import { isAppNavigation, isFlag, isRuntimeConfig } from './routes';

const RUNTIME_CONFIG_CACHE = 'runtime-config';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The msw developer build answers the API from inside this worker (design.md section 6).
if (import.meta.env.MODE === 'msw') importScripts('/mockServiceWorker.js');

// The shell, the loading screen and the maintenance screens are all in the precached bundle,
// so an offline reload shows our screens, never the browser's error page.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

registerRoute(
  ({ url, request }) => request.mode === 'navigate' && isAppNavigation(url),
  createHandlerBoundToURL('/index.html'),
);

// The runtime config is tiny and changes rarely: fresh when online, last known copy when offline.
registerRoute(
  ({ url }) => isRuntimeConfig(url, self.location.origin),
  new NetworkFirst({ cacheName: RUNTIME_CONFIG_CACHE, networkTimeoutSeconds: 4 }),
);

// Country flags are not precached (all of them weigh more than the rest of the images together, and
// most visits never show one): each is kept once shown. Their names are hashed, so cache-first is safe.
registerRoute(
  ({ url }) => isFlag(url, self.location.origin),
  new CacheFirst({
    cacheName: 'flags',
    plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);

// The first visit fetched /config.json before this worker controlled the page, so nothing cached it;
// warm the cache at install so the next offline start still knows where its API lives.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(RUNTIME_CONFIG_CACHE)
      .then((cache) => cache.add('/config.json'))
      .catch(() => undefined),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
