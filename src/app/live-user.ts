/**
 * The signed-in user's live side, in one place that follows the user id: the notification and user
 * channels (spec.md section 7) and the heartbeat. Mounted once, in the protected layout, so it runs
 * on every signed-in screen and on the gate screens too: a deactivation (or its reversal) arrives as
 * `.user.updated` and the layout switches screens without a reload.
 */
import { useEffect } from 'react';
import { playNotificationSound } from '@/features/notifications/sound';
import { showSystemNotification } from '@/features/notifications/system-notification';
import { useHeartbeat } from '@/features/presence/hooks/use-heartbeat';
import { userGate } from '@/features/session/model/gate';
import { refreshCurrentUser, sessionStore } from '@/features/session/model/session-store';
import { createUserRefresher } from '@/features/session/model/user-refresher';
import { siteStore } from '@/features/site/model/site-store';
import { channels, listen } from '@/lib/realtime';
import { useStore } from '@/lib/store/store';

/** Listens to the user's two channels; returns the stop. Exported for the tests. */
export function followUserEvents(userId: number): () => void {
  const refresher = createUserRefresher(refreshCurrentUser);
  const stops = [
    listen(channels.notification(userId), 'notification.message', ({ notification }) => {
      playNotificationSound();
      showSystemNotification(notification);
      // The event carries the notification, but the user's list is the one source of what shows.
      refresher.refresh();
    }),
    listen(channels.user(userId), 'user.updated', () => refresher.refresh()),
  ];
  return () => {
    stops.forEach((stop) => stop());
    refresher.stop();
  };
}

export function useLiveUser() {
  const userId = useStore(sessionStore, (s) => (s.token ? (s.user?.id ?? null) : null));
  const status = useStore(sessionStore, (s) => s.user?.status ?? null);
  const mustVerify = useStore(siteStore, (s) => s.settings?.must_verify_account ?? false);
  useEffect(() => (userId === null ? undefined : followUserEvents(userId)), [userId]);
  // The server refuses a blocked account's heartbeat: it beats only while the app is let in.
  useHeartbeat(userId !== null && status !== null && userGate({ status }, mustVerify) === 'ok');
}
