import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { siteDataQuery } from '@/features/site/api/site-data';
import { m } from '@/i18n';
import { NotificationAlert } from '@/features/notifications/components/notification-alert';
import { withRead } from '@/features/notifications/model/notifications';
import { sessionStore } from '@/features/session/model/session-store';
import { useStore } from '@/lib/store/store';

/**
 * The user's notifications, kept in the session's user, shown as the alert at the top of signed-in
 * screens. One about a trading account names it as the header does: a live account's news on the
 * demo dashboard says it is the live account's.
 */
export function NotificationsSlot() {
  const notifications = useStore(sessionStore, (s) => s.user?.notifications);
  const accounts = useQuery(siteDataQuery()).data?.accounts;
  const accountName = useCallback(
    (accountId: string) => {
      const type = accounts?.find((account) => account.account_id === accountId)?.type;
      return type ? `${m.app.headerAccount.name[type]} ${accountId}` : m.notifications.account(accountId);
    },
    [accounts],
  );
  const onReadChange = useCallback((id: string, read: boolean) => {
    const { user } = sessionStore.get();
    if (!user) return;
    const next = withRead(user.notifications, id, read);
    if (next !== user.notifications) sessionStore.set({ user: { ...user, notifications: [...next] } });
  }, []);
  if (!notifications?.length) return null;
  return (
    <NotificationAlert notifications={notifications} onReadChange={onReadChange} accountName={accountName} />
  );
}
