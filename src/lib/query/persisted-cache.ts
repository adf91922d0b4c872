/**
 * The query cache on disk: a signed-in session's answers are written to IndexedDB as they change and
 * put back in memory at the next start, so a returning customer sees what they last saw, offline too.
 * Only a session needs it (the session machine loads it with the signed-in frame).
 */
import type { QueryClient, Query } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { queryCacheStore } from '@/lib/storage-keys';
import { waitAtMost } from '@/lib/tasks';
import { DAY_MS } from './query-client';

const idb =
  typeof indexedDB === 'undefined' ? undefined : createStore(queryCacheStore.db, queryCacheStore.store);

export const queryPersister = createAsyncStoragePersister({
  key: queryCacheStore.key,
  storage: idb
    ? {
        getItem: (key: string) => get<string>(key, idb).then((v) => v ?? null),
        setItem: (key: string, value: string) => set(key, value, idb),
        removeItem: (key: string) => del(key, idb),
      }
    : undefined,
  throttleTime: 1000,
  serialize: (client) => JSON.stringify(lastGoodAnswers(client)),
  // Checked before the cache takes it back (restored-cache.ts), which loads only when there is any.
  deserialize: async (text) => {
    const stored: unknown = JSON.parse(text);
    const { checkedClient } = await import('./restored-cache');
    return checkedClient(stored);
  },
});

/**
 * A query whose latest refresh failed (offline, say) still holds its last good answer: that answer is
 * what is written, as a success, so the next start shows it instead of the failure (or nothing).
 */
export function lastGoodAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * Only answers the server gave are written to IndexedDB (the last good one of a query whose refresh
 * failed too); a query can opt out with meta.persist = false.
 */
export const shouldPersistQuery = (query: Query) =>
  query.state.data !== undefined && query.meta?.persist !== false;

/**
 * How the cache is kept on disk. `mayWrite` is asked at each write: while it says no, the write holds
 * no answers at all.
 */
const persistOptions = (queryClient: QueryClient, mayWrite: () => boolean): PersistQueryClientOptions => ({
  queryClient,
  persister: queryPersister,
  maxAge: DAY_MS,
  buster: __BUILD_ID__,
  dehydrateOptions: { shouldDehydrateQuery: (query) => mayWrite() && shouldPersistQuery(query) },
});

/** Long enough for any IndexedDB read; a restore that never ends must not hold a page forever. */
const RESTORE_WAIT_MS = 3000;

/**
 * Puts the answers an earlier visit wrote to IndexedDB back in memory, lets `settle` judge them, and
 * from then on writes the cache back as it changes, while `mayWrite` allows it (the app: while someone
 * is signed in). Answers once that is done, or after RESTORE_WAIT_MS at most: a slower restore finishes
 * behind the app. What it answers stops the writing (and keeps a late restore from starting it).
 */
export async function restoreQueryCache(
  queryClient: QueryClient,
  settle: () => Promise<void>,
  mayWrite: () => boolean,
): Promise<() => void> {
  const options = persistOptions(queryClient, mayWrite);
  let stopped = false;
  let stopWriting = () => {};
  const done = persistQueryClientRestore(options)
    // A restore that failed has left nothing behind to settle.
    .then(settle, () => {})
    .then(() => {
      if (!stopped) stopWriting = writeQueryCache(queryClient, mayWrite);
    });
  await waitAtMost(done, RESTORE_WAIT_MS);
  return () => {
    stopped = true;
    stopWriting();
  };
}

/**
 * Writes the cache back as it changes, from now on, while `mayWrite` allows it: a session that began
 * on this page (a sign-in) has nothing on disk to restore. Answers the stop.
 */
export const writeQueryCache = (queryClient: QueryClient, mayWrite: () => boolean): (() => void) =>
  persistQueryClientSubscribe(persistOptions(queryClient, mayWrite));

/**
 * Removes everything one user's session cached, in memory and on disk. Without a client (this page
 * never loaded one, or is still loading it) there is nothing in memory, but a copy on disk may be left
 * from an earlier visit.
 */
export async function wipeQueryCache(queryClient: QueryClient | null) {
  if (queryClient) {
    await queryClient.cancelQueries();
    queryClient.clear();
  }
  await queryPersister.removeClient();
}
