import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { toast } from '@/components/ui/toast';
import type { Notification } from '@contract';
import { m } from '@/i18n';
import { markNotificationRead } from '../api/mark-read';
import { alertVariant, firstUnread, isLocalOnly } from '../model/notifications';
import * as s from './notification-alert.css';

interface NotificationAlertProps {
  notifications: readonly Notification[];
  /** Stores a notification's read flag with the user: set at once on close, unset if the server refuses. */
  onReadChange: (id: string, read: boolean) => void;
  /** How the app names a trading account by its number, for a notification about one. */
  accountName?: (accountId: string) => string;
}

/**
 * The first unread notification as a one-line alert that opens to its whole text. Closing it takes it away at once and tells the server;
 * if the server refuses, it comes back with an error toast.
 */
export function NotificationAlert({ notifications, onReadChange, accountName }: NotificationAlertProps) {
  // Being marked read: kept hidden even if a user refresh from before the server's answer says unread.
  const [closing, setClosing] = useState<ReadonlySet<string>>(() => new Set());
  const current = firstUnread(notifications, closing);

  const close = useCallback(
    async (id: string) => {
      onReadChange(id, true);
      if (isLocalOnly(id)) return;
      const toggle = (add: boolean) =>
        setClosing((before) => {
          const next = new Set(before);
          if (add) next.add(id);
          else next.delete(id);
          return next;
        });
      toggle(true);
      try {
        await markNotificationRead(id);
        // Again: a refresh may have brought the unread copy back while the call ran.
        onReadChange(id, true);
      } catch (error) {
        console.error('[notifications] could not mark read', error);
        onReadChange(id, false);
        toast.error(m.notifications.markReadFailed, { key: `notification-read-${id}` });
      } finally {
        toggle(false);
      }
    },
    [onReadChange],
  );

  if (!current) return null;
  const variant = alertVariant(current.color);
  return (
    <Alert
      // A new notification is a new alert, announced afresh.
      key={current.id}
      className={`${s.alert} ${variant === 'destructive' || variant === 'warning' ? s.urgent : ''}`}
      variant={variant}
      title={current.title}
      description={
        // The server's own notices name their account in the text; a broker's may not.
        current.account_id === undefined || !accountName || current.message.includes(current.account_id)
          ? current.message
          : m.notifications.aboutAccount(accountName(current.account_id), current.message)
      }
      onClose={() => void close(current.id)}
      // One line above every page; the customer opens it to read the whole message.
      compact
    />
  );
}
