/**
 * The conversation as the client holds it: messages from history pages, live events, polling and
 * the outbox meet here. Whatever the order they arrive in, a message appears once (by id, or by the
 * client id an outbox message was sent with) and the list is in time order.
 */
import type { ChatMessage } from '@contract';

const timeOf = (message: ChatMessage) => Date.parse(message.created_at);

/** Time order; messages of the same millisecond by id, so every client shows the same order. */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  return timeOf(a) - timeOf(b) || String(a.id).localeCompare(String(b.id), 'en', { numeric: true });
}

const sameMessage = (a: ChatMessage, b: ChatMessage) =>
  a.id === b.id || (!!a.client_id && a.client_id === b.client_id && a.sender_id === b.sender_id);

/**
 * The `candidates` that `existing` does not hold (by id, or by client id and sender): copies this
 * device kept of what it sent, which must not stand in for the history's newer copy of the same.
 */
export const missingFrom = (
  existing: readonly ChatMessage[],
  candidates: readonly ChatMessage[],
): ChatMessage[] =>
  candidates.filter((candidate) => !existing.some((known) => sameMessage(known, candidate)));

/** The outbox's copy of a message the server has not confirmed yet (outbox.ts, `pendingMessage`). */
const isPending = (message: ChatMessage) => String(message.id).startsWith('pending:');

/**
 * `existing` with `incoming` merged in: a known message is replaced by its newer copy (a read
 * marker, say), a new one is inserted in order. Returns `existing` itself when nothing changed.
 */
export function mergeMessages(
  existing: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return existing as ChatMessage[];
  let next = [...existing];
  let changed = false;
  let needsSort = false;
  for (const message of incoming) {
    const at = next.findIndex((known) => sameMessage(known, message));
    if (at >= 0) {
      const known = next[at]!;
      // The server's copy stands: a pending copy of it (the outbox not told yet) is older news.
      if (isPending(message) && !isPending(known)) continue;
      // Read is for good: a copy sent before the other side read it (a send's late answer) keeps the mark.
      const merged = known.read_at && !message.read_at ? { ...message, read_at: known.read_at } : message;
      if (!sameContent(known, merged)) {
        next[at] = merged;
        changed = true;
        // The server's time (and id) can place it elsewhere than the client clock did.
        if (compareMessages(known, merged) !== 0) needsSort = true;
      }
      continue;
    }
    const last = next[next.length - 1];
    if (last && compareMessages(last, message) > 0) needsSort = true;
    next.push(message);
    changed = true;
  }
  if (!changed) return existing as ChatMessage[];
  if (needsSort) next = next.sort(compareMessages);
  return next;
}

function sameContent(a: ChatMessage, b: ChatMessage): boolean {
  return (
    a.id === b.id &&
    a.read_at === b.read_at &&
    a.message === b.message &&
    a.attachments.length === b.attachments.length
  );
}

/** The message with `id` marked read at `readAt` (now, when the event does not say). */
export function markRead(
  messages: readonly ChatMessage[],
  id: ChatMessage['id'],
  readAt: string | null | undefined,
) {
  const at = messages.findIndex((message) => String(message.id) === String(id));
  if (at < 0 || messages[at]!.read_at) return messages as ChatMessage[];
  const next = [...messages];
  next[at] = { ...messages[at]!, read_at: readAt ?? new Date().toISOString() };
  return next;
}

/** The newest message's time: polling and catch-up ask for what came after it. */
export function newestTime(messages: readonly ChatMessage[]): string | undefined {
  let newest: ChatMessage | undefined;
  for (const message of messages) if (!newest || compareMessages(newest, message) < 0) newest = message;
  return newest?.created_at;
}

/** Whether `message` is the reader's side: a customer's own messages, or the support side for an admin. */
export const isOwnSide = (message: ChatMessage, readerIsAdmin: boolean) => message.is_admin === readerIsAdmin;

/** Messages from the other side the reader has not read. */
export const unreadFromOtherSide = (messages: readonly ChatMessage[], readerIsAdmin: boolean) =>
  messages.filter((message) => !isOwnSide(message, readerIsAdmin) && message.read_at === null).length;
