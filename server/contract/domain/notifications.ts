import type { Notification, TradingAccount } from '@/lib/contract/schemas';
import { channels } from '../channels';
import type { Core } from '../core';
import { notFound } from '../http/errors';
import type { NotificationRecord, UserRecord } from '../types';

export function toNotification(record: NotificationRecord): Notification {
  return {
    id: record.id,
    title: record.title,
    message: record.message,
    color: record.color,
    read: record.read,
    created_at: record.created_at,
    ...(record.account_id === undefined ? {} : { account_id: record.account_id }),
  };
}

/**
 * Tells the user, kept with them and pushed to their apps. `account`: the trading account it is about,
 * so a customer on another account (a demo one) knows which it was.
 */
export function notify(
  core: Core,
  user: UserRecord,
  { account, ...input }: { title: string; message: string; color: string; account?: TradingAccount },
): Notification {
  const record: NotificationRecord = {
    id: globalThis.crypto.randomUUID(),
    user_id: user.id,
    ...input,
    read: false,
    created_at: core.store.stamp(),
    ...(account ? { account_id: account.account_id } : {}),
  };
  core.store.state.notifications.push(record);
  const notification = toNotification(record);
  core.bus.publish({
    channel: channels.notification(user.id),
    event: 'notification.message',
    data: { notification },
  });
  return notification;
}

/** Someone else's notification is "not found": its existence is not the caller's business. */
export function markNotificationRead(core: Core, user: UserRecord, id: string): Notification {
  const record = core.store.state.notifications.find((n) => n.id === id && n.user_id === user.id);
  if (!record) throw notFound();
  record.read = true;
  return toNotification(record);
}
