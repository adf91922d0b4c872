/**
 * The unread count on the installed app's icon (Badging API). Where the API is missing, or the app
 * is not installed and the browser refuses, nothing happens: a badge is a nicety, never an error.
 */
type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

export function showAppBadge(count: number): void {
  if (typeof navigator === 'undefined') return;
  const nav = navigator as BadgeNavigator;
  const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
  void done?.catch(() => undefined);
}
