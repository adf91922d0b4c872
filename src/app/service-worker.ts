import { showToast } from '@/components/ui/toast';
import { siteStore } from '@/site/model/site-store';
import { m } from '@/i18n';
import type { AnyRouter } from '@tanstack/react-router';

const UPDATE_TOAST = 'app-update';

let settleStoredOffline: (stored: boolean) => void = () => undefined;
/**
 * Whether a service worker stores the app on this page (its install precaches every screen's code):
 * settles once registering has succeeded or failed, false where there is none (an old browser, the
 * dev server, a browser that refuses workers).
 */
export const appStoredOffline = new Promise<boolean>((resolve) => {
  settleStoredOffline = resolve;
});

/**
 * Registers our worker in production builds (and the msw developer build, which shares its scope).
 *
 * Updates: a new version's worker waits, and the app offers 'Update' without blocking anything.
 * Accepting tells the waiting worker to take over, and this tab loads the new version once it has.
 * Other open tabs are then controlled by the new worker while running the old code, so each switches
 * to the new version at the user's next navigation inside it (a full load, with its matching code),
 * never in the middle of what they are doing. The installed app may stay open for days: it looks for
 * a new version whenever it comes back to the screen. Workbox's client loads once the app has
 * rendered: no start waits for it.
 */
export async function registerServiceWorker(router: AnyRouter, { pageName }: { pageName?: string } = {}) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return settleStoredOffline(false);
  if (pageName !== undefined) refreshPageOnRename(pageName);
  let accepted = false;
  // Workbox's own 'controlling' event calls a change an update only if a worker controlled the page
  // when it registered: a first visit that stays open until the next version would never reload.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const replaced = controlled;
    controlled = true;
    // The first worker of a first visit taking control is not a new version.
    if (!replaced) return;
    if (accepted) return window.location.reload();
    // Another tab accepted: this one runs old code under the new worker. 'Update' now only loads.
    offerUpdate(() => window.location.reload());
    reloadOnNextNavigation(router);
  });
  // A tapped system notification: the worker names the screen, the router goes there.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const path = openPathMessage(event.data);
    if (path) void router.navigate({ href: path });
  });
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/', type: 'classic' });
  wb.addEventListener('waiting', () =>
    offerUpdate(() => {
      accepted = true;
      wb.messageSkipWaiting();
    }),
  );
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  });
  wb.register().then(
    (registration) => settleStoredOffline(registration !== undefined),
    (error: unknown) => {
      settleStoredOffline(false);
      console.error('[sw] registration failed', error);
    },
  );
}

/**
 * The page came with the tenant's name as the worker stored it. Once the settings name the tenant
 * otherwise (renamed since), the worker is asked once to store the page again, so the next start,
 * offline too, opens on the new name.
 */
export function refreshPageOnRename(pageName: string, worker = () => navigator.serviceWorker.controller) {
  const check = () => {
    // Only an answer from the server counts: not what this device remembered, nor an offline start.
    const { settings, isLoading, offline, error } = siteStore.get();
    const name = settings?.name.trim();
    if (isLoading || offline || error || !name || name === pageName) return;
    stop();
    worker()?.postMessage({ type: 'REFRESH_SHELL' });
  };
  const stop = siteStore.subscribe(check);
  // The server's answer may have come before the start got here.
  check();
  return stop;
}

/** The app path of the worker's 'open this screen' message, or null for anything else. */
export function openPathMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, path } = data as { type?: unknown; path?: unknown };
  if (type !== 'OPEN_PATH' || typeof path !== 'string') return null;
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : null;
}

/** The non-blocking offer of a waiting version: it stays until used or closed. */
export function offerUpdate(accept: () => void) {
  showToast({
    id: UPDATE_TOAST,
    variant: 'default',
    description: m.site.updateReady,
    duration: null,
    scope: 'app',
    action: { label: m.site.update, onClick: accept },
  });
}

export function reloadOnNextNavigation(
  router: AnyRouter,
  load: (href: string) => void = (href) => window.location.assign(href),
) {
  const unsubscribe = router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    unsubscribe();
    load(toLocation.href);
  });
}
