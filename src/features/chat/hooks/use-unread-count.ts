/**
 * The signed-in user's unread count: fetched when the user id is known, again when a message from
 * the other side arrives (live: support's for a customer, any customer's for an admin), every 5 s
 * while the connection is not live but the device is online, and shown on the installed app's icon
 * (for an admin, the total over every conversation).
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { channels, isPolling, listen, useConnectionHealth } from '@/lib/realtime';
import { chatKeys } from '../api/keys';
import { unreadCountQuery } from '../api/unread-count';
import { showAppBadge } from '../model/app-badge';
import { CHAT_POLL_INTERVAL_MS } from './use-conversation';

export function useUnreadCount(user: { id: number; role: string; unread_count?: number } | null): number {
  const queryClient = useQueryClient();
  const { health } = useConnectionHealth();
  const customerId = user && user.role !== 'admin' ? user.id : null;
  const admin = user?.role === 'admin';
  const query = useQuery({
    ...unreadCountQuery(),
    enabled: user !== null,
    refetchInterval: isPolling(health) && health !== 'offline' ? CHAT_POLL_INTERVAL_MS : false,
  });
  // Until the count is fetched, the one that came with the user: the banner is there from the first
  // paint instead of appearing a moment later and pushing the page down.
  const count = user ? (query.data ?? user.unread_count ?? 0) : 0;

  useEffect(() => {
    if (customerId === null) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.unreadCount() });
    return listen(
      channels.chatCustomer(customerId),
      'message.sent',
      ({ message }) => {
        if (message.sender_id !== customerId) refresh();
      },
      { catchUp: refresh },
    );
  }, [customerId, queryClient]);

  useEffect(() => {
    if (!admin) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.unreadCount() });
    return listen(
      channels.chatAdmins(),
      'message.sent',
      ({ message }) => {
        if (!message.is_admin) refresh();
      },
      { catchUp: refresh },
    );
  }, [admin, queryClient]);

  useEffect(() => showAppBadge(count), [count]);
  return count;
}
