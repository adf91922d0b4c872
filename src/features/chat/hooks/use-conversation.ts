/**
 * One conversation kept current: history pages on demand; while the realtime connection is live,
 * its messages come with the signed-in user's one `.message.sent` listener (api/chat-cache.ts,
 * `followChat`) and its read markers with `.message.read` on the customer's channel; otherwise,
 * unless the device is offline, a poll every 5 s for what came after the newest message; each time
 * the channel is subscribed (the first time, and after a drop), and when the screen opens on a cached
 * conversation, one catch-up fetch closes the gap.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { channels, isPolling, listen, useConnectionHealth } from '@/lib/realtime';
import { writeMessages, writeRead } from '../api/chat-cache';
import {
  fetchMessagePage,
  fetchMessagesAfter,
  conversationQuery,
  type ConversationRef,
} from '../api/messages';
import { messagesOf } from '../model/conversation-cache';
import { isOwnSide, newestTime } from '../model/messages';

export const CHAT_POLL_INTERVAL_MS = 5_000;

export function useConversation(ref: ConversationRef) {
  const queryClient = useQueryClient();
  const { customerId, named } = ref;
  // Admins name the customer; customers read their own conversation.
  const readerIsAdmin = named;
  const stableRef = useMemo(() => ({ customerId, named }), [customerId, named]);
  const query = useInfiniteQuery(conversationQuery(stableRef));
  const messages = useMemo(() => messagesOf(query.data), [query.data]);
  const { health } = useConnectionHealth();

  // The cursor of "seen up to here": the newest message the cache holds. The cache takes messages
  // from the server's lists and events only, never from this device's own send, so the other side's
  // message written just before that send is still after the cursor.
  const newest = useRef<string | undefined>(undefined);
  newest.current = newestTime(messages);
  // Own messages of the newest page not read yet: while polling, their 'Read' markers come only
  // with that page.
  const ownUnread = useRef(false);
  ownUnread.current =
    query.data?.pages[0]?.data.some(
      (message) => isOwnSide(message, readerIsAdmin) && message.read_at === null,
    ) ?? false;
  const hasData = query.data !== undefined;

  /** Fetches what came after the newest message and writes it in; the first page if there is none. */
  const catchUp = useCallback(async () => {
    const after = newest.current;
    if (!after) {
      await queryClient.invalidateQueries({ queryKey: conversationQuery(stableRef).queryKey });
      return;
    }
    try {
      writeMessages(queryClient, await fetchMessagesAfter(stableRef, after), stableRef.named);
      if (ownUnread.current) {
        const page = await fetchMessagePage(stableRef, 1);
        writeMessages(queryClient, page.data, stableRef.named);
      }
    } catch {
      // Logged by the API client; the next poll or reconnect tries again.
    }
  }, [queryClient, stableRef]);

  // Read by the channel's catch-up, so a new cursor does not listen anew; the conversation's first
  // page is its own fetch: before it, there is nothing to catch up.
  const catchUpRef = useRef<() => void>(() => {});
  catchUpRef.current = () => {
    if (hasData) void catchUp();
  };
  useEffect(
    () =>
      listen(
        channels.chatCustomer(customerId),
        'message.read',
        ({ message_id, read_at }) => writeRead(queryClient, customerId, message_id, read_at),
        { catchUp: () => catchUpRef.current() },
      ),
    [queryClient, customerId],
  );

  const polling = isPolling(health) && health !== 'offline';
  useEffect(() => {
    if (!polling || !hasData) return;
    const timer = setInterval(() => void catchUp(), CHAT_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [polling, hasData, catchUp]);

  // A cached conversation (an earlier visit, IndexedDB) is caught up as the screen opens, once.
  const openedOn = useRef(false);
  useEffect(() => {
    if (!hasData || openedOn.current) return;
    openedOn.current = true;
    void catchUp();
  }, [hasData, catchUp]);

  return { query, messages };
}
