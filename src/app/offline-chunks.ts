/**
 * The router reloads the page once when a page's code fails to download (its `lazyRouteComponent`:
 * after a deploy the old chunks are gone, and a reload fetches the new ones). Offline that reload
 * swaps the app for the browser's own error page before the service worker has stored the app. So a
 * download that fails while the browser is offline is marked as already reloaded for, under the key
 * the router checks (`tanstack_router_reload:` and the error's message): the route's error page shows
 * instead, and it loads the page again by itself once the connection is back
 * (routes/-components/error-page.tsx).
 */
export const ROUTER_RELOAD_KEY = 'tanstack_router_reload:';

export function keepOfflineChunkFailuresInApp(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    if (target.navigator.onLine) return;
    const { payload } = event as Event & { payload?: unknown };
    if (payload instanceof Error) target.sessionStorage.setItem(ROUTER_RELOAD_KEY + payload.message, '1');
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
