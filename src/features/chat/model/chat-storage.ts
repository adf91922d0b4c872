/**
 * Where the chat keeps the user's words on the device.
 * - Its own IndexedDB database: the outbox and the composers' drafts, one key each, changed
 *   atomically (idb-keyval's `update` reads and writes in one transaction, so two tabs cannot lose
 *   each other's messages). Without IndexedDB (tests in Node, a browser that refuses it) they live in
 *   memory for the page's life.
 * - The outbox's journal in localStorage (see model/outbox.ts): written and read by api/chat-outbox.ts,
 *   which checks what it reads and so loads with the outbox; a sign-out's wipe, which every start
 *   holds, needs only its keys.
 * - Which session the drafts belong to, so a sign-out's wipe is final.
 */
import { createStore, del, get, update } from 'idb-keyval';
import { localStore } from '@/lib/storage';
import { chatStore, storageKeys } from '@/lib/storage-keys';
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

/** The journal's keys: one per message, so no write reads another's and tabs cannot clash. */
export function journalKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(`${storageKeys.chatJournal}:`)) keys.push(key);
  }
  return keys;
}

/** Removes every entry of the outbox's journal (its reading and writing: api/chat-outbox.ts). */
export function clearOutboxJournal() {
  const storage = localStore();
  if (storage) journalKeys(storage).forEach((key) => storage.removeItem(key));
}

/**
 * Counts the sessions the drafts belong to. A draft is written a moment after typing stops and when
 * its conversation closes, so a write of the session that just ended can come after the wipe (the
 * sign-out itself closes the conversation): a write of an earlier session is dropped (the composer's
 * useDraft, components/composer.tsx).
 */
let draftSession = 0;
export const currentDraftSession = () => draftSession;
/** No draft typed until now may be written any more: its session has ended, here or in another tab. */
export function endDraftSession() {
  draftSession += 1;
}

/** Sign-out: the unsent messages and the drafts are the user's words; none may stay. */
export async function wipeChatStorage() {
  endDraftSession();
  clearOutboxJournal();
  await Promise.all([outboxStorage.clear(), draftStorage.clear()]);
}
