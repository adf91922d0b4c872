/**
 * Keeps the admin's desk current beside the messages (which the signed-in admin's one `.message.sent`
 * listener writes into the inbox: api/chat-cache.ts): another admin's resolve or assignment shows as
 * it happens, and so does an admin coming online or signing out (assignment is offered or withdrawn
 * from then); the 30 s refresh (and the one each time the channel is subscribed) still brings the
 * server's whole lists. A customer's new unread message in a conversation the admin is not looking
 * at, while the desk is on screen, is news: `onNews` is told (the sound).
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatUser } from '@contract';
import { channels, listen } from '@/lib/realtime';
import { updateAdminUsers } from '../api/admin-users';
import { updateAdmins } from '../api/admins';
import { chatKeys } from '../api/keys';
import { withAdmin } from '../model/assignment';
import { gainedUnread, withUser } from '../model/inbox';

export function useLiveInbox(
  users: readonly ChatUser[] | undefined,
  openCustomerId: number | undefined,
  onNews: () => void,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The customers' list is caught up by the message listener's own catch-up (same channel).
    const catchUp = () => void queryClient.invalidateQueries({ queryKey: chatKeys.admins() });
    const stops = [
      // Another admin resolved, reopened or assigned a conversation.
      listen(
        channels.chatAdmins(),
        'conversation.updated',
        ({ user }) => updateAdminUsers(queryClient, (list) => withUser(list, user)),
        { catchUp },
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

  // The list as it was when last drawn: what it gained since is news. Hidden, the desk leaves it to
  // the app's live side (the system notification, with the sound).
  const before = useRef(users);
  useEffect(() => {
    const previous = before.current;
    before.current = users;
    if (!previous || !users || document.visibilityState !== 'visible') return;
    if (gainedUnread(previous, users).some((id) => id !== openCustomerId)) onNews();
  }, [users, openCustomerId, onNews]);
}
