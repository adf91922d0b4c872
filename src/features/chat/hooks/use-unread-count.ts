/**
 * The signed-in user's unread count: fetched when the user id is known, kept by the chat's writers
 * (api/chat-cache.ts: asked again when a message from the other side arrives, lowered when this
 * reader reads), every 5 s while the connection is not live but the device is online, and shown on
 * the installed app's icon (for an admin, the total over every conversation).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isPolling, useConnectionHealth } from '@/lib/realtime';
import { CHAT_POLL_INTERVAL_MS } from '../api/keys';
import { unreadCountQuery } from '../api/unread-count';
import { showAppBadge } from '../model/app-badge';

export function useUnreadCount(user: { id: number; role: string; unread_count?: number } | null): number {
  const { health } = useConnectionHealth();
  const query = useQuery({
    ...unreadCountQuery(),
    enabled: user !== null,
    refetchInterval: isPolling(health) && health !== 'offline' ? CHAT_POLL_INTERVAL_MS : false,
  });
  // Until the count is fetched, the one that came with the user: the banner is there from the first
  // paint instead of appearing a moment later and pushing the page down.
  const count = user ? (query.data ?? user.unread_count ?? 0) : 0;

  useEffect(() => showAppBadge(count), [count]);
  return count;
}
