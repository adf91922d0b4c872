/**
 * GET /chat/unread-count: asked when the user id is known (once the chat's channel is followed) and
 * when a message from the other side arrives (api/chat-cache.ts). A failure is only logged: the banner stays as it was.
 */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { channels, whenFollowed } from '@/lib/realtime';
import { sessionStore } from '@/session/model/session-store';
import { api } from '@contract';
import { chatKeys } from './keys';

export const fetchUnreadCount = async (signal?: AbortSignal) =>
  (await request(api.unreadCount, '/chat/unread-count', { signal })).data.unread_count;

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: chatKeys.unreadCount(),
    // The chat channel's catch-up asks for the count (api/chat-cache.ts): the first fetch waits for that
    // channel's first subscription (lib/realtime `whenFollowed`) and is that catch-up, asked once.
    queryFn: async ({ signal }) => {
      const user = sessionStore.get().user;
      if (user) {
        const channel = user.role === 'admin' ? channels.chatAdmins() : channels.chatCustomer(user.id);
        await whenFollowed(channel, signal);
      }
      signal.throwIfAborted();
      return fetchUnreadCount(signal);
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // Kept out of IndexedDB: a count from an earlier visit would raise a banner for nothing.
    meta: { persist: false },
  });
