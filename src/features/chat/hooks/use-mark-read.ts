/**
 * While a conversation is on screen and the page visible, the other side's unread messages are
 * marked read on the server (which tells the writer with `.message.read`), and locally at once.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@contract';
import { chatKeys } from '../api/keys';
import { markConversationRead } from '../api/read';
import type { ConversationRef } from '../api/messages';
import { markReadInConversation } from '../model/conversation-cache';
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
      .then(() => {
        if (cancelled) return;
        const now = new Date().toISOString();
        for (const id of unreadKey.split(','))
          markReadInConversation(queryClient, customerId, Number(id), now);
        void queryClient.invalidateQueries({ queryKey: chatKeys.unreadCount() });
        if (named) void queryClient.invalidateQueries({ queryKey: chatKeys.adminUsers() });
      })
      .catch(() => undefined /* logged by the API client; tried again with the next message */);
    return () => {
      cancelled = true;
    };
  }, [visible, unreadKey, customerId, named, queryClient]);
}
