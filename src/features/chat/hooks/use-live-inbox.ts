/**
 * Keeps the admin's inbox current as messages arrive on the admins' channel: the customer's preview,
 * time and unread count change in the cached list at once, which moves them up, and another admin's
 * resolve or assignment shows as it happens, and so does an admin coming online or signing out
 * (assignment is offered or withdrawn from then); the 30 s refresh (and the one after reading a
 * conversation, and the one each time the channel is subscribed) still brings the server's whole
 * lists. A customer's message for a conversation the
 * admin is not looking at, while the desk is on screen, is news: `onNews` is told (the sound).
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatUser } from '@contract';
import { channels, listen } from '@/lib/realtime';
import { updateAdminUsers } from '../api/admin-users';
import { updateAdmins } from '../api/admins';
import { chatKeys } from '../api/keys';
import { withAdmin } from '../model/assignment';
import { withMessage, withUser } from '../model/inbox';

export function useLiveInbox(openCustomerId: number | undefined, onNews: () => void) {
  const queryClient = useQueryClient();
  // Read by the listener when a message comes, so choosing another customer does not listen anew.
  const open = useRef(openCustomerId);
  const news = useRef(onNews);
  useEffect(() => {
    open.current = openCustomerId;
    news.current = onNews;
  }, [openCustomerId, onNews]);
  useEffect(() => {
    const update = (change: (users: ChatUser[]) => ChatUser[]) => updateAdminUsers(queryClient, change);
    // What came before the channel was subscribed is in the server's lists, asked for once.
    const catchUp = () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.adminUsers() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.admins() });
    };
    const stops = [
      listen(
        channels.chatAdmins(),
        'message.sent',
        ({ message }) => {
          update((users) => withMessage(users, message));
          // Hidden, the desk leaves it to the app's live side (the system notification).
          const customerId = message.customer_id ?? message.sender_id;
          if (!message.is_admin && customerId !== open.current && document.visibilityState === 'visible')
            news.current();
        },
        { catchUp },
      ),
      // Another admin resolved, reopened or assigned a conversation.
      listen(
        channels.chatAdmins(),
        'conversation.updated',
        ({ user }) => update((users) => withUser(users, user)),
        {
          catchUp,
        },
      ),
      listen(
        channels.chatAdmins(),
        'admin.updated',
        ({ admin }) => updateAdmins(queryClient, (admins) => withAdmin(admins, admin)),
        { catchUp },
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}
