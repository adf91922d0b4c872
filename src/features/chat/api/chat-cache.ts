/**
 * The chat's writers in the query cache, one per fact, whoever learned it: the one live listener
 * (`followChat`), the conversation's poll and catch-up, and this device's own read.
 *
 * A message sent enters the cache from the server's lists and events only, never from the answer to
 * this device's own send: the outbox shows what it sent until one of those brings the server's copy
 * (model/outbox.ts, `sent`). So every message the cache holds came from the server's side, and its
 * newest is where a poll goes on from.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@contract';
import { channels, listen } from '@/lib/realtime';
import { addToConversation, markReadInConversation, messagesOf } from '../model/conversation-cache';
import { withMessage } from '../model/inbox';
import { isOwnSide } from '../model/messages';
import { updateAdminUsers } from './admin-users';
import { chatKeys } from './keys';
import type { ConversationData } from './messages';

/** Who reads: a customer (their own conversation) or an admin (every customer's). */
export interface ChatReader {
  id: number;
  isAdmin: boolean;
}

const customerOf = (message: ChatMessage) => message.customer_id ?? message.sender_id;

/** Whether the cached conversation holds the message already; unknown (false) when it is not cached. */
function isKnown(queryClient: QueryClient, message: ChatMessage): boolean {
  const data = queryClient.getQueryData<ConversationData>(chatKeys.conversation(customerOf(message)));
  const id = String(message.id);
  return messagesOf(data).some((known) => String(known.id) === id);
}

/**
 * Messages were sent: each joins its conversation (a copy already held is replaced by the newer),
 * an admin's inbox moves their customers up with the preview and one more unread when the customer
 * wrote, and a message from the other side the conversation did not hold yet asks for the unread
 * count again (the server's figure: what was read elsewhere meanwhile is in it).
 */
export function writeMessages(
  queryClient: QueryClient,
  messages: readonly ChatMessage[],
  readerIsAdmin: boolean,
): void {
  if (messages.length === 0) return;
  const news = messages.some(
    (message) => !isOwnSide(message, readerIsAdmin) && !isKnown(queryClient, message),
  );
  for (const customerId of new Set(messages.map(customerOf))) {
    const own = messages.filter((message) => customerOf(message) === customerId);
    addToConversation(queryClient, customerId, own);
  }
  if (readerIsAdmin) updateAdminUsers(queryClient, (users) => messages.reduce(withMessage, users));
  if (news) void queryClient.invalidateQueries({ queryKey: chatKeys.unreadCount() });
}

/** A message was read (`readAt`: when; now when not said): its conversation marks it so. */
export const writeRead = (
  queryClient: QueryClient,
  customerId: number,
  id: ChatMessage['id'],
  readAt?: string | null,
) => markReadInConversation(queryClient, customerId, id, readAt);

/**
 * This reader read the other side's messages of a conversation (`ids`, `updated` of them on the
 * server's count): they are marked read, the desk's row has none unread left and the unread count
 * goes down by as many, as the server's did.
 */
export function writeConversationRead(
  queryClient: QueryClient,
  customerId: number,
  ids: readonly ChatMessage['id'][],
  updated: number,
): void {
  const now = new Date().toISOString();
  for (const id of ids) writeRead(queryClient, customerId, id, now);
  updateAdminUsers(queryClient, (users) =>
    users.map((user) =>
      user.id === customerId && user.unread_count !== 0 ? { ...user, unread_count: 0 } : user,
    ),
  );
  queryClient.setQueryData<number>(chatKeys.unreadCount(), (count) =>
    count === undefined ? count : Math.max(0, count - updated),
  );
}

/**
 * The one listener of `.message.sent` for the signed-in user, for as long as they are signed in: a
 * customer's own channel, or for an admin the admins' channel, which carries every conversation's
 * messages (the admins' own too). Each message is written once (`writeMessages`), then
 * `onOtherSide` is told of one from the other side (the app's notices). A (re)subscription asks for
 * what the events may have missed: the unread count, and the admin's inbox. Returns the stop.
 */
export function followChat(
  queryClient: QueryClient,
  reader: ChatReader,
  onOtherSide: (message: ChatMessage) => void,
): () => void {
  const channel = reader.isAdmin ? channels.chatAdmins() : channels.chatCustomer(reader.id);
  const catchUp = () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.unreadCount() });
    if (reader.isAdmin) void queryClient.invalidateQueries({ queryKey: chatKeys.adminUsers() });
  };
  return listen(
    channel,
    'message.sent',
    ({ message }) => {
      writeMessages(queryClient, [message], reader.isAdmin);
      if (!isOwnSide(message, reader.isAdmin)) onOtherSide(message);
    },
    { catchUp },
  );
}
