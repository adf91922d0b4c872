/**
 * A conversation in the query cache, and the chat's writers into it.
 *
 * GET /chat/messages: history pages (page 1 is the newest 30, each page in time order, later pages go
 * back in time) and `after` = a time for what came since. A customer asks for their own conversation;
 * an admin names the customer. A failure is shown as `m.chat.loadFailed` (or the server's message).
 *
 * Changes to a conversation are merges: the history pages stay as fetched and new messages join the
 * newest page, so older pages can still be appended at the other end.
 *
 * The chat's writers in the query cache, one per fact, whoever learned it: the one live listener
 * (`followChat`), the conversation's poll and catch-up, and this device's own read.
 *
 * A message sent enters the cache from the server's lists and events only, never from the answer to
 * this device's own send: the outbox shows what it sent until one of those brings the server's copy
 * (model/outbox.ts, `sent`). So every message the cache holds came from the server's side, and its
 * newest is where a poll goes on from.
 */
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api, type ChatMessage } from '@contract';
import { channels, listen } from '@/lib/realtime';
import { withMessage } from '../model/inbox';
import { isOwnSide, markRead, mergeMessages } from '../model/messages';
import { updateAdminUsers } from './admin-users';
import { chatKeys } from './keys';

export type ChatPage = typeof api.chatMessages.infer;
export type ConversationData = InfiniteData<ChatPage, unknown>;

/** Who asks: a customer reads their own conversation, an admin a customer's by id. */
export interface ConversationRef {
  customerId: number;
  /** Admins name the customer in every call; customers never do. */
  named: boolean;
}

const customerQuery = (ref: ConversationRef) => (ref.named ? { customer_id: ref.customerId } : {});

export const fetchMessagePage = (ref: ConversationRef, page: number, signal?: AbortSignal) =>
  request(api.chatMessages, '/chat/messages', { query: { page, ...customerQuery(ref) }, signal });

export const fetchMessagesAfter = async (
  ref: ConversationRef,
  after: string,
  signal?: AbortSignal,
): Promise<ChatMessage[]> =>
  (await request(api.chatMessages, '/chat/messages', { query: { after, ...customerQuery(ref) }, signal }))
    .data;

/**
 * The conversation as an infinite query whose "next" page is older history. Never stale by time:
 * live events, polling and catch-up (components/conversation.tsx, `useConversation`) keep it current
 * by merging, which a refetch of every loaded page would only slow down.
 */
export const conversationQuery = (ref: ConversationRef) =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversation(ref.customerId),
    queryFn: ({ pageParam, signal }) => fetchMessagePage(ref, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage: number) => (last.next_page_url ? lastPage + 1 : undefined),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** The conversation's messages in time order: oldest page first. */
export function messagesOf(data: ConversationData | undefined): ChatMessage[] {
  if (!data) return [];
  const out: ChatMessage[] = [];
  for (let i = data.pages.length - 1; i >= 0; i -= 1) out.push(...data.pages[i]!.data);
  return out;
}

export function withMessages(data: ConversationData, incoming: readonly ChatMessage[]): ConversationData {
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  // A message already in an older page (a read marker changing) is updated where it is.
  const inOlder = new Set(older.flatMap((page) => page.data.map((message) => String(message.id))));
  const forOlder = incoming.filter((message) => inOlder.has(String(message.id)));
  const forNewest = incoming.filter((message) => !inOlder.has(String(message.id)));
  const merged = mergeMessages(newest.data, forNewest);
  // Each page takes only its own messages: merging the others in would copy them into it.
  const olderPages = forOlder.length
    ? older.map((page) => {
        const own = forOlder.filter((message) =>
          page.data.some((known) => String(known.id) === String(message.id)),
        );
        const next = own.length ? mergeMessages(page.data, own) : page.data;
        return next === page.data ? page : { ...page, data: next };
      })
    : older;
  if (merged === newest.data && olderPages.every((page, i) => page === older[i])) return data;
  return { ...data, pages: [merged === newest.data ? newest : { ...newest, data: merged }, ...olderPages] };
}

export function withRead(
  data: ConversationData,
  id: ChatMessage['id'],
  readAt?: string | null,
): ConversationData {
  let changed = false;
  const pages = data.pages.map((page) => {
    const next = markRead(page.data, id, readAt);
    if (next === page.data) return page;
    changed = true;
    return { ...page, data: next };
  });
  return changed ? { ...data, pages } : data;
}

/** Merges messages into a conversation the cache holds; one it does not hold is left to its first fetch. */
export function addToConversation(
  queryClient: QueryClient,
  customerId: number,
  messages: readonly ChatMessage[],
) {
  queryClient.setQueryData<ConversationData>(chatKeys.conversation(customerId), (data) =>
    data ? withMessages(data, messages) : data,
  );
}

export function markReadInConversation(
  queryClient: QueryClient,
  customerId: number,
  id: ChatMessage['id'],
  readAt?: string | null,
) {
  queryClient.setQueryData<ConversationData>(chatKeys.conversation(customerId), (data) =>
    data ? withRead(data, id, readAt) : data,
  );
}

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
