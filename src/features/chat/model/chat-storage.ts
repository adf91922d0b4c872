/**
 * The chat's own IndexedDB database: the outbox and the composers' drafts, one key each, changed
 * atomically (idb-keyval's `update` reads and writes in one transaction, so two tabs cannot lose
 * each other's messages). Without IndexedDB (tests in Node, a browser that refuses it) they live in
 * memory for the page's life.
 */
import { createStore, del, get, update } from 'idb-keyval';
import { chatStore } from '@/lib/storage-keys';
import type { OutboxEntry, OutboxStorage } from './outbox';

export type Drafts = Record<string, string>;

interface KeyValue<T> {
  read(): Promise<T>;
  update(change: (value: T) => T): Promise<T>;
  clear(): Promise<void>;
}

function idbValue<T>(key: string, empty: () => T): KeyValue<T> {
  const store = createStore(chatStore.db, chatStore.store);
  return {
    read: async () => (await get<T>(key, store)) ?? empty(),
    async update(change) {
      let next = empty();
      await update<T>(
        key,
        (value) => {
          next = change(value ?? empty());
          return next;
        },
        store,
      );
      return next;
    },
    clear: () => del(key, store),
  };
}

function memoryValue<T>(empty: () => T): KeyValue<T> {
  let value = empty();
  return {
    read: async () => value,
    update: async (change) => (value = change(value)),
    clear: async () => void (value = empty()),
  };
}

const valueAt = <T>(key: string, empty: () => T): KeyValue<T> =>
  typeof indexedDB === 'undefined' ? memoryValue(empty) : idbValue(key, empty);

export const outboxStorage: OutboxStorage & { clear(): Promise<void> } = valueAt<OutboxEntry[]>(
  chatStore.outboxKey,
  () => [],
);

export const draftStorage = valueAt<Drafts>(chatStore.draftsKey, () => ({}));

/** Sign-out: the unsent messages and the drafts are the user's words; none may stay. */
export async function wipeChatStorage() {
  await Promise.all([outboxStorage.clear(), draftStorage.clear()]);
}
