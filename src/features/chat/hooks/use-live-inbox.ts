/**
 * Keeps the admin's inbox current as messages arrive on the admins' channel: the customer's preview,
 * time and unread count change in the cached list at once, which moves them up; the 30 s refresh
 * (and the one after reading a conversation) still brings the server's whole list.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatUser } from '@/lib/contract';
import { channels, listen } from '@/lib/realtime';
import { chatKeys } from '../api/keys';
import { withMessage } from '../model/inbox';

export function useLiveInbox() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      listen(channels.chatAdmins(), 'message.sent', ({ message }) => {
        queryClient.setQueryData<ChatUser[]>(chatKeys.adminUsers(), (users) =>
          users ? withMessage(users, message) : users,
        );
      }),
    [queryClient],
  );
}
