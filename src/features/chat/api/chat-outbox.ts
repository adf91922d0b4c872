/**
 * The app's one outbox (model/outbox.ts), sending through POST /chat/messages. Started when a user
 * signs in, stopped and wiped at sign-out. What it sent it shows until the conversation holds the
 * server's copy, which comes from the server's events or lists (api/chat-cache.ts), not from here.
 */
import { onlineManager } from '@tanstack/react-query';
import { isApiError, messageOf } from '@/lib/api';
import { m } from '@/i18n';
import { sendChatMessage } from './send';
import { outboxStorage, wipeChatStorage } from '../model/chat-storage';
import { outboxJournal } from '../model/outbox-journal';
import { createOutbox, type OutboxEntry, type SendOutcome } from '../model/outbox';

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
