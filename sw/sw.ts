/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cacheNames, clientsClaim } from 'workbox-core';
import {
  isAppNavigation,
  isFlag,
  isRuntimeConfig,
  isTenantManifest,
  notificationTarget,
  pageBuild,
  pushNotice,
} from './routes';
import { push as pushText } from '../src/i18n/en/push';

const RUNTIME_CONFIG_CACHE = 'runtime-config';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The msw developer build answers the API from inside this worker.
if (import.meta.env.MODE === 'msw') importScripts('/mockServiceWorker.js');

// The shell, the loading screen and the maintenance screens are all in the precached bundle,
// so an offline reload shows our screens, never the browser's error page.
// Not the manifest, which the build lists too: see its own route below.
precacheAndRoute(
  self.__WB_MANIFEST.filter(
    (entry) =>
      !isTenantManifest(
        new URL(typeof entry === 'string' ? entry : entry.url, self.location.href),
        self.location.origin,
      ),
  ),
);
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

// The manifest carries the tenant's name and colours, built by the host from settings that change
// without a deploy: precached, an installed app would keep the name it was installed with.
registerRoute(
  ({ url }) => isTenantManifest(url, self.location.origin),
  new NetworkFirst({ cacheName: 'app-manifest', networkTimeoutSeconds: 4 }),
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

/**
 * The page is stored as the host served it when this worker installed, with the tenant's name on its
 * loading screen. When the tenant has been renamed since, the app asks for it again: the host's page
 * replaces the stored one if it belongs to this same build (a newer build's page is the next worker's).
 */
async function refreshShell() {
  const key = getCacheKeyForURL('/index.html');
  if (!key) return;
  const cache = await caches.open(cacheNames.precache);
  const stored = await cache.match(key);
  const fresh = await fetch('/index.html', { cache: 'no-store' });
  if (!stored || !fresh.ok) return;
  const [was, now] = await Promise.all([stored.clone().text(), fresh.clone().text()]);
  if (pageBuild(was) !== null && pageBuild(was) === pageBuild(now)) await cache.put(key, fresh);
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === 'REFRESH_SHELL') event.waitUntil(refreshShell().catch(() => undefined));
});

/** The payload, or null when it is not JSON (the notice then falls back to the general one). */
function pushData(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

/**
 * A push from the server (the app may be closed): shown every time, whether or not a window of the
 * app is open or focused (a browser may end a subscription whose pushes show nothing), one per kind on
 * screen (its tag), and the app icon's badge set to the unread count it carries.
 */
self.addEventListener('push', (event) => {
  const notice = pushNotice(pushData(event), self.location.origin, {
    title: pushText.fallbackTitle,
    body: pushText.fallbackBody,
  });
  const shown = self.registration.showNotification(notice.title, {
    body: notice.body,
    tag: notice.tag,
    // The app's raster icon, the one its manifest installs (a white-label build puts the tenant's own
    // there). Not the tenant's SVG favicon: Chromium cannot draw an SVG as a notification's icon
    // (crbug.com/478654) and would show none.
    icon: '/icons/icon-192.png',
    data: { path: notice.path },
  });
  const badged =
    notice.badge === null || !('setAppBadge' in self.navigator)
      ? Promise.resolve()
      : (notice.badge > 0 ? self.navigator.setAppBadge(notice.badge) : self.navigator.clearAppBadge()).catch(
          () => undefined,
        );
  event.waitUntil(Promise.all([shown, badged]));
});

/**
 * Tapping a system notification (a push, or a broker notification or a chat message that arrived
 * while the app was hidden) opens the screen it is about: in an open window of the app, brought to the front and
 * moved there by its own router (nothing reloads), or in a new window when none is open.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = notificationTarget(event.notification.data, self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return void (await self.clients.openWindow(path));
      open.postMessage({ type: 'OPEN_PATH', path });
      await open.focus();
    }),
  );
});
