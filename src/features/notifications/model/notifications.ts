import type { AlertVariant } from '@/components/ui/alert';
import type { Notification } from '@contract';

/**
 * Only the first unread notification shows. The server lists them newest first, so this is the latest
 * one the user has not closed. Ids in `hidden` (being marked read right now) are skipped, so a user
 * refresh that lands before the server has recorded the read cannot bring the closed alert back.
 */
export function firstUnread(
  notifications: readonly Notification[],
  hidden: ReadonlySet<string> = new Set(),
): Notification | undefined {
  return notifications.find((n) => !n.read && !hidden.has(n.id));
}

const variants: Partial<Record<string, AlertVariant>> = {
  danger: 'destructive',
  success: 'success',
  warning: 'warning',
};

/** The broker's colour names mapped onto the Alert's variants; any other colour is the default. */
export function alertVariant(color: string): AlertVariant {
  return Object.hasOwn(variants, color) ? (variants[color] ?? 'default') : 'default';
}

/** Ids starting `temp-` were never stored by the server: closing one is only a local dismissal. */
export const isLocalOnly = (id: string) => id.startsWith('temp-');

/** The list with one notification's read flag set; the same array when nothing changes. */
export function withRead(
  notifications: readonly Notification[],
  id: string,
  read: boolean,
): readonly Notification[] {
  if (!notifications.some((n) => n.id === id && n.read !== read)) return notifications;
  return notifications.map((n) => (n.id === id ? { ...n, read } : n));
}
