import { Workbox } from 'workbox-window';

/** Registers our worker in production builds (and the msw developer build, which shares its scope). */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/', type: 'classic' });
  // A new version takes over on the next navigation; no reload is forced on someone mid-task.
  wb.register().catch((error: unknown) => console.error('[sw] registration failed', error));
}
