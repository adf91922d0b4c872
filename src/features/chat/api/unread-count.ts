/**
 * GET /chat/unread-count: asked when the user id is known and when a message from the other side
 * arrives (api/chat-cache.ts). A failure is only logged: the banner stays as it was.
 */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api } from '@contract';
import { chatKeys } from './keys';

export const fetchUnreadCount = async (signal?: AbortSignal) =>
  (await request(api.unreadCount, '/chat/unread-count', { signal })).data.unread_count;

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: chatKeys.unreadCount(),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // Kept out of IndexedDB: a count from an earlier visit would raise a banner for nothing.
    meta: { persist: false },
  });
