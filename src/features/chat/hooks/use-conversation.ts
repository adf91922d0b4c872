/**
 * One conversation kept current: history pages on demand; while the realtime connection is live,
 * `.message.sent` and `.message.read` on the customer's channel; otherwise, unless the device is
 * offline, a poll every 5 s for what came after the newest message; each time the channel is
 * subscribed (the first time, and after a drop), and when the screen opens on a cached conversation,
 * one catch-up fetch closes the gap.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { channels, isPolling, listen, useConnectionHealth } from '@/lib/realtime';
import {
  fetchMessagePage,
  fetchMessagesAfter,
  conversationQuery,
  type ConversationRef,
} from '../api/messages';
import { addToConversation, markReadInConversation, messagesOf } from '../model/conversation-cache';
import { newestTime } from '../model/messages';
import { deliveredHere } from '../api/chat-outbox';

export const CHAT_POLL_INTERVAL_MS = 5_000;

export function useConversation(ref: ConversationRef) {
  const queryClient = useQueryClient();
  const { customerId, named } = ref;
  const stableRef = useMemo(() => ({ customerId, named }), [customerId, named]);
  const query = useInfiniteQuery(conversationQuery(stableRef));
  const messages = useMemo(() => messagesOf(query.data), [query.data]);
  const { health } = useConnectionHealth();

  // The cursor of "seen up to here": the newest message that came from the server's lists or events,
  // not from this device's own send (the other side may have written just before it).
  const newest = useRef<string | undefined>(undefined);
  newest.current = newestTime(messages.filter((message) => !deliveredHere.has(String(message.id))));
  // Own messages not yet read: their 'Read' markers come only with the newest page while polling.
  const ownUnread = useRef(false);
  ownUnread.current = messages.some(
    (message) => message.read_at === null && deliveredHere.has(String(message.id)),
  );
  const hasData = query.data !== undefined;

  /** Fetches what came after the newest message and merges it in; the first page if there is none. */
  const catchUp = useCallback(async () => {
    const after = newest.current;
    if (!after) {
      await queryClient.invalidateQueries({ queryKey: conversationQuery(stableRef).queryKey });
      return;
    }
    try {
      const incoming = await fetchMessagesAfter(stableRef, after);
      addToConversation(queryClient, stableRef.customerId, incoming);
      if (ownUnread.current) {
        const page = await fetchMessagePage(stableRef, 1);
        addToConversation(queryClient, stableRef.customerId, page.data);
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
  useEffect(() => {
    const onSubscribed = () => catchUpRef.current();
    const stops = [
      listen(
        channels.chatCustomer(customerId),
        'message.sent',
        ({ message }) => addToConversation(queryClient, customerId, [message]),
        { catchUp: onSubscribed },
      ),
      listen(
        channels.chatCustomer(customerId),
        'message.read',
        ({ message_id, read_at }) => markReadInConversation(queryClient, customerId, message_id, read_at),
        { catchUp: onSubscribed },
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, customerId]);

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
