/**
 * Where the chat keeps the user's words on the device.
 * - Its own IndexedDB database: the outbox and the composers' drafts, one key each, changed
 *   atomically (idb-keyval's `update` reads and writes in one transaction, so two tabs cannot lose
 *   each other's messages). Without IndexedDB (tests in Node, a browser that refuses it) they live in
 *   memory for the page's life.
 * - The outbox's journal in localStorage (see model/outbox.ts).
 * - Which session the drafts belong to, so a sign-out's wipe is final.
 */
import { createStore, del, get, update } from 'idb-keyval';
import { checked, Mismatch } from '@/lib/checked';
import { stored } from '@contract';
import { localStore, readJson } from '@/lib/storage';
import { chatStore, storageKeys } from '@/lib/storage-keys';
import type { OutboxEntry, OutboxJournal, OutboxStorage } from './outbox';

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

const journalKey = (clientId: string) => `${storageKeys.chatJournal}:${clientId}`;

/** The journal's keys: one per message, so no write reads another's and tabs cannot clash. */
function journalKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(`${storageKeys.chatJournal}:`)) keys.push(key);
  }
  return keys;
}

/** The outbox's journal in localStorage, the one store a page can write synchronously. */
export const outboxJournal: OutboxJournal & { clear(): void } = {
  add(entry) {
    try {
      localStore()?.setItem(journalKey(entry.client_id), JSON.stringify(entry));
    } catch (error) {
      // Full or refused: the IndexedDB write still keeps the message unless the page ends first.
      console.warn('[chat] the outbox journal could not be written', error);
    }
  },
  remove: (clientId) => localStore()?.removeItem(journalKey(clientId)),
  /** What it holds. An entry that fails its check is dropped. */
  async read() {
    const storage = localStore();
    if (!storage) return [];
    const entries: OutboxEntry[] = [];
    for (const key of journalKeys(storage)) {
      try {
        entries.push(checked(stored.chatJournalEntry, readJson(storage, key)));
      } catch (error) {
        if (!(error instanceof Mismatch)) throw error;
        console.warn('[chat] discarded an unreadable outbox journal entry', error.problem);
        storage.removeItem(key);
      }
    }
    return entries;
  },
  clear() {
    const storage = localStore();
    if (storage) journalKeys(storage).forEach((key) => storage.removeItem(key));
  },
};

/**
 * Counts the sessions the drafts belong to. A draft is written a moment after typing stops and when
 * its conversation closes, so a write of the session that just ended can come after the wipe (the
 * sign-out itself closes the conversation): a write of an earlier session is dropped (use-draft.ts).
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
  outboxJournal.clear();
  await Promise.all([outboxStorage.clear(), draftStorage.clear()]);
}
