/**
 * A broker notification or a chat message arriving while the page is hidden also shows as a system
 * notification, through the service worker's registration (the only way on Android Chrome), when the
 * user has already granted permission (asked only from Settings' 'Turn on notifications on this
 * device'); tapping it opens the screen it is about (the worker's `notificationclick`). While the page is visible nothing shows: the app's own alert does. Text goes
 * as plain text.
 */

export interface SystemNotice {
  title: string;
  body: string;
  /** Names what it is about: a repeated event for the same thing replaces it instead of stacking. */
  tag: string;
  /** The app path tapping it opens. */
  path: string;
}

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
const granted = () => typeof Notification !== 'undefined' && Notification.permission === 'granted';

/** Whether a notice would show now: the page is hidden and permission was granted. */
export const showsSystemNotices = () => pageHidden() && granted() && 'serviceWorker' in navigator;

export function showSystemNotification({ title, body, tag, path }: SystemNotice): void {
  if (!showsSystemNotices()) return;
  navigator.serviceWorker.ready
    .then((registration) =>
      registration.showNotification(title, { body, tag, icon: '/icons/icon-192.png', data: { path } }),
    )
    .catch((error: unknown) => console.warn('[notifications] system notification not shown', error));
}

/**
 * Closes every notification of this app still on screen (a push's, or one shown while the page was
 * hidden): they name amounts and accounts, and end with the session they belong to. Never throws.
 */
export async function closeShownNotifications(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    // Not `ready`, which waits for ever where no worker was registered (a development server).
    const registration = await navigator.serviceWorker.getRegistration();
    for (const shown of (await registration?.getNotifications()) ?? []) shown.close();
  } catch {
    // No worker, or notifications not supported here: nothing is on screen.
  }
}
