/**
 * The outbox's journal in localStorage, the one store a page can write synchronously (see outbox.ts):
 * one key per message, so no write reads another's and tabs cannot clash.
 */
import { checked, Mismatch } from '@/lib/checked';
import { stored } from '@contract';
import { localStore, readJson } from '@/lib/storage';
import { storageKeys } from '@/lib/storage-keys';
import { clearOutboxJournal, journalKeys } from './chat-storage';
import type { OutboxEntry, OutboxJournal } from './outbox';

const journalKey = (clientId: string) => `${storageKeys.chatJournal}:${clientId}`;

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
  clear: clearOutboxJournal,
};
