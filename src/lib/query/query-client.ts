/**
 * The app's query client, made when a session or a signed-in screen first needs it (the session
 * machine's `queries`, src/app/session-machine.ts). How the cache is kept in IndexedDB is in
 * persisted-cache.ts, which only a session loads.
 */
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';

export const DAY_MS = 24 * 60 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // gcTime must outlive the persister's maxAge, or restored queries are collected at once.
        gcTime: DAY_MS,
        // Answers the server gave (4xx, contract mismatch) are final; transport failures retry.
        retry: (count, error) =>
          count < 2 && !(isApiError(error) && (error.kind === 'http' || error.kind === 'invalid')),
        refetchOnWindowFocus: true,
        // A query that failed (offline, say) asks again when the network returns, however fresh
        // its last good answer; a healthy one only when stale.
        refetchOnReconnect: (query) => (query.state.status === 'error' ? 'always' : true),
      },
    },
  });
}

/**
 * TanStack Query assumes it starts online and learns otherwise only from an `offline` event. A page
 * opened without a network gets none, so its queries would fail, and the `online` event that
 * follows would change nothing. Starting from the browser's own answer, they wait for the network
 * instead, and run when it returns.
 */
export function syncOnlineState() {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
}
