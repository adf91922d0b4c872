import { createQueryClient, syncOnlineState } from '@/lib/query/query-client';

/**
 * The app's one query client. Only the session machine's `queries` imports this module (src/start.tsx
 * hands it the import), so a visitor who never signs in never downloads TanStack Query's core.
 */
export const queryClient = createQueryClient();

/** The client, told first whether the browser is online now: what the session machine loads. */
export function readyQueryClient() {
  syncOnlineState();
  return queryClient;
}
