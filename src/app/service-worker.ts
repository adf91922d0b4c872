import { Workbox } from 'workbox-window';
import type { AppRouter } from './router';

/**
 * Registers our worker in production builds (and the msw developer build, which shares its scope).
 *
 * Updates: an installed app may stay open for days, and a waiting worker only activates once every
 * window has closed, so the new worker is told to take over at once. The page then switches to the
 * new version at the user's next navigation inside the app (a full load, with its matching code),
 * never in the middle of what they are doing.
 */
export function registerServiceWorker(router: AppRouter) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/', type: 'classic' });
  wb.addEventListener('waiting', () => wb.messageSkipWaiting());
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) reloadOnNextNavigation(router);
  });
  wb.register().catch((error: unknown) => console.error('[sw] registration failed', error));
}

export function reloadOnNextNavigation(
  router: AppRouter,
  load: (href: string) => void = (href) => window.location.assign(href),
) {
  const unsubscribe = router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    unsubscribe();
    load(toLocation.href);
  });
}
