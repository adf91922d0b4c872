import type { Notification as BrokerNotification } from '@/lib/contract';

/**
 * design.md section 4: a notification arriving while the page is hidden also shows as a system
 * notification, through the service worker's registration (the only way on Android Chrome), when
 * the user has already granted permission. This never asks for permission: a prompt out of nowhere
 * in the middle of trading is worse than no system notification. Title and message go as plain text.
 */
export function showSystemNotification(notification: BrokerNotification): void {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) =>
      registration.showNotification(notification.title, {
        body: notification.message,
        // A repeated event for the same notification replaces it instead of stacking.
        tag: `notification-${notification.id}`,
        icon: '/icons/icon-192.png',
      }),
    )
    .catch((error: unknown) => console.warn('[notifications] system notification not shown', error));
}
