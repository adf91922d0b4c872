/**
 * While a conversation is on screen and the page visible, the other side's unread messages are
 * marked read on the server (which tells the writer with `.message.read`), and in the cache at once
 * (api/chat-cache.ts, `writeConversationRead`).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@contract';
import { writeConversationRead, type ConversationRef } from '../api/chat-cache';
import { markConversationRead } from '../api/read';
import { isOwnSide } from '../model/messages';
import { usePageVisible } from './use-page-visible';

export function useMarkRead(ref: ConversationRef, messages: readonly ChatMessage[], readerIsAdmin: boolean) {
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const unread = messages.filter(
    (message) =>
      !isOwnSide(message, readerIsAdmin) && message.read_at === null && typeof message.id === 'number',
  );
  const unreadKey = unread.map((message) => message.id).join(',');
  const { customerId, named } = ref;
  useEffect(() => {
    if (!visible || unreadKey === '') return;
    let cancelled = false;
    markConversationRead({ customerId, named })
      .then((updated) => {
        if (cancelled) return;
        writeConversationRead(queryClient, customerId, unreadKey.split(',').map(Number), updated);
      })
      .catch(() => undefined /* logged by the API client; tried again with the next message */);
    return () => {
      cancelled = true;
    };
  }, [visible, unreadKey, customerId, named, queryClient]);
}
