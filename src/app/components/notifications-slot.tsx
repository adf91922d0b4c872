import { useCallback } from 'react';
import { NotificationAlert } from '@/features/notifications/components/notification-alert';
import { withRead } from '@/features/notifications/model/notifications';
import { sessionStore } from '@/features/session/model/session-store';
import { useStore } from '@/lib/store/store';

/** The user's notifications, kept in the session's user, shown as the alert at the top of signed-in screens. */
export function NotificationsSlot() {
  const notifications = useStore(sessionStore, (s) => s.user?.notifications);
  const onReadChange = useCallback((id: string, read: boolean) => {
    const { user } = sessionStore.get();
    if (!user) return;
    const next = withRead(user.notifications, id, read);
    if (next !== user.notifications) sessionStore.set({ user: { ...user, notifications: [...next] } });
  }, []);
  if (!notifications?.length) return null;
  return <NotificationAlert notifications={notifications} onReadChange={onReadChange} />;
}
