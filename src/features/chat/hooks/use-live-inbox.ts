/**
 * Keeps the admin's inbox current as messages arrive on the admins' channel: the customer's preview,
 * time and unread count change in the cached list at once, which moves them up, and another admin's
 * resolve or assignment shows as it happens; the 30 s refresh
 * (and the one after reading a conversation) still brings the server's whole list.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatUser } from '@/lib/contract';
import { channels, listen } from '@/lib/realtime';
import { chatKeys } from '../api/keys';
import { withMessage, withUser } from '../model/inbox';

export function useLiveInbox() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const update = (change: (users: ChatUser[]) => ChatUser[]) =>
      queryClient.setQueryData<ChatUser[]>(chatKeys.adminUsers(), (users) => users && change(users));
    const stops = [
      listen(channels.chatAdmins(), 'message.sent', ({ message }) =>
        update((users) => withMessage(users, message)),
      ),
      // Another admin resolved, reopened or assigned a conversation.
      listen(channels.chatAdmins(), 'conversation.updated', ({ user }) =>
        update((users) => withUser(users, user)),
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}
