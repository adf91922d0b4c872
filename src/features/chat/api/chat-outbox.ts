/**
 * The app's one outbox (model/outbox.ts), sending through POST /chat/messages, with its journal in
 * localStorage and the hook a screen reads it with. Started when a user signs in, stopped and wiped at
 * sign-out. What it sent it shows until the conversation holds the server's copy, which comes from
 * the server's events or lists (api/chat-cache.ts), not from here.
 */
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { checked, isApiError, messageOf, Mismatch, request } from '@/lib/api';
import { api, stored } from '@contract';
import { localStore, readJson } from '@/lib/storage';
import { storageKeys } from '@/lib/storage-keys';
import { m } from '@/i18n';
import { clearOutboxJournal, journalKeys, outboxStorage, wipeChatStorage } from '../model/chat-storage';
import { createOutbox, type OutboxEntry, type OutboxJournal, type SendOutcome } from '../model/outbox';

export interface SendInput {
  message: string;
  attachments: readonly string[];
  client_id: string;
  /** Only admins name the customer. */
  customer_id?: number;
}

/**
 * POST /chat/messages with the client's id for the message: sending it again (an outbox retry after
 * the answer was lost) answers the first message instead of a second one.
 */
export const sendChatMessage = async (input: SendInput, signal?: AbortSignal) =>
  (
    await request(api.chatMessage, '/chat/messages', {
      json: { ...input, attachments: [...input.attachments] },
      signal,
    })
  ).data;

const journalKey = (clientId: string) => `${storageKeys.chatJournal}:${clientId}`;

/**
 * The outbox's journal in localStorage, the one store a page can write synchronously (see
 * model/outbox.ts): one key per message, so no write reads another's and tabs cannot clash.
 */
const outboxJournal: OutboxJournal & { clear(): void } = {
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

async function send(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    const message = await sendChatMessage({
      message: entry.message,
      attachments: entry.attachments.map((a) => a.url),
      client_id: entry.client_id,
      ...(entry.named ? { customer_id: entry.customer_id } : {}),
    });
    return { ok: true, message };
  } catch (error) {
    if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
      return { ok: false, transient: true };
    }
    return { ok: false, transient: false, reason: messageOf(error, m.chat.sendFailed) };
  }
}

/** One tab sends at a time; the others' turns find the queue already sent. */
const exclusive = <T>(drain: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request('broker-chat-outbox', drain) as Promise<T>)
    : drain();

export const chatOutbox = createOutbox({
  storage: outboxStorage,
  journal: outboxJournal,
  send,
  isOnline: () => onlineManager.isOnline(),
  exclusive,
});

/** The outbox's state for a screen: what waits, what is being sent, whether the server is out of reach. */
export const useOutbox = () => useSyncExternalStore(chatOutbox.subscribe, chatOutbox.get, chatOutbox.get);

const flushWhenOnline = () => void chatOutbox.flush();

/** Starts sending for the signed-in user (what an earlier visit left first). Returns the stop. */
export function startChatOutbox(): () => void {
  void chatOutbox.start();
  const offOnline = onlineManager.subscribe((online) => online && flushWhenOnline());
  return () => {
    offOnline();
    chatOutbox.stop();
  };
}

/** Sign-out: nothing the user wrote stays on the device. */
export async function wipeChat() {
  chatOutbox.stop();
  await wipeChatStorage();
}

/** A client id for a new message: random, so two tabs or devices never share one. */
export const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
