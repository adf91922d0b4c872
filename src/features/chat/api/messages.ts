/**
 * GET /chat/messages: history pages (page 1 is the newest 30, each page in time order, later pages go
 * back in time) and `after` = a time for what came since. A customer asks for their own conversation;
 * an admin names the customer. A failure is shown as `m.chat.loadFailed` (or the server's message).
 */
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api, type ChatMessage } from '@contract';
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
 * live events, polling and catch-up (hooks/use-conversation.ts) keep it current by merging, which a
 * refetch of every loaded page would only slow down.
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
