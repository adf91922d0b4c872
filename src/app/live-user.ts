/**
 * The signed-in user's live side, in one place that follows the user id: the notification and user
 * channels, the chat's messages (a customer's own conversation, every customer's for an admin:
 * written into the cache, and a system notice while the app is hidden), trades, and the heartbeat. Mounted once, in the protected layout, so it runs on every
 * signed-in screen and on the gate screens too: a deactivation arrives as `.user.updated` and the layout
 * switches screens without a reload. Its reversal does not arrive live: the block ends the account's
 * live connection, and 'Check Status' reads the user again.
 *
 * Its part in the session (session-machine.ts): the machine opens and closes the session's connection
 * itself, with the token; this listens on it for the user's own channels while a signed-in screen is
 * mounted. Listening needs no open connection (lib/realtime attaches listeners when it opens).
 */
import { useCallback, useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { followChat } from '@/features/chat/api/chat-cache';
import { refetchAccounts } from '@/features/account/api/accounts';
import { accountKeys } from '@/features/account/api/keys';
import { playNotificationSound } from '@/features/notifications/model/sound';
import {
  showSystemNotification,
  showsSystemNotices,
} from '@/features/notifications/model/system-notification';
import { useHeartbeat } from '@/features/presence/hooks/use-heartbeat';
import { useTradeSync } from '@/features/trading/hooks/use-trade-sync';
import { useAlertSync } from '@/features/alerts/hooks/use-alert-sync';
import { refreshCurrentUser, sessionStore, userGate } from '@/session/model/session-store';
import { updateUser } from '@/session/model/user-update';
import { createUserRefresher } from '@/session/model/user-refresher';
import { siteStore } from '@/site/model/site-store';
import { channels, listen, whenUserFollowed } from '@/lib/realtime';
import { useStore } from '@/lib/store/store';
import type { ChatMessage, Trade } from '@contract';
import { useSession } from './session-machine';
import { m } from '@/i18n';

/**
 * A chat message while the app is hidden: a system notice that opens its conversation (`path`), and
 * the sound. For a customer the message is support's; for an admin, any customer's.
 */
function noticeChatMessage(message: ChatMessage, path: string) {
  if (!showsSystemNotices()) return;
  playNotificationSound();
  showSystemNotification({
    title: message.sender.first_name || message.sender.name || m.chat.support,
    body: message.message || m.chat.attachmentOnly,
    tag: `chat-${message.customer_id ?? message.sender_id}`,
    path,
  });
}

/**
 * Listens to the user's channels and their chat's; returns the stop. `onUserUpdated` is told of every
 * change of the user, which may be of their accounts' funds too. `userReadComing` says whether the
 * session's post-login fetch has yet to read the user.
 */
function followUserEvents(
  userId: number,
  {
    customer,
    onUserUpdated,
    queryClient,
    userReadComing,
  }: {
    customer: boolean;
    onUserUpdated: () => void;
    queryClient: QueryClient;
    userReadComing: () => boolean;
  },
): () => void {
  const refresher = createUserRefresher(refreshCurrentUser);
  // A notification or a change of the user that came before its channel was subscribed is in the user
  // read again: by the post-login fetch when that is still to come (it then reads after the
  // subscription), else here.
  // Both channels announce what the user holds: while one of them is still on its way to its first
  // subscription, the read waits for it, so the two catch-ups of a start make one read.
  let catchingUp = false;
  const catchUpUser = () => {
    if (userReadComing() || catchingUp) return;
    catchingUp = true;
    void whenUserFollowed(userId).then(() => {
      catchingUp = false;
      refresher.refresh();
    });
  };
  // The funds change only with the user (`.user.updated`): its channel's catch-up asks for them too,
  // and their first fetch waits for that channel (features/account/api/accounts.ts), so it is that one.
  const catchUp = () => {
    catchUpUser();
    onUserUpdated();
  };
  const stops = [
    listen(
      channels.notification(userId),
      'notification.message',
      ({ notification }) => {
        playNotificationSound();
        showSystemNotification({
          title: notification.title,
          body: notification.message,
          tag: `notification-${notification.id}`,
          path: '/main/dashboard',
        });
        // The event carries the notification, but the user's list is the one source of what shows.
        refresher.refresh();
      },
      { catchUp: catchUpUser },
    ),
    // The event carries the user: it is stored as it is. Their accounts' funds it does not carry.
    listen(
      channels.user(userId),
      'user.updated',
      ({ user }) => {
        if (!user) return catchUp();
        updateUser(sessionStore, user);
        onUserUpdated();
      },
      { catchUp },
    ),
    // The chat's one message listener writes each message where it shows; a notice here.
    followChat(queryClient, { id: userId, isAdmin: !customer }, (message) =>
      noticeChatMessage(
        message,
        customer ? '/main/chat' : `/admin/chat?customer=${message.customer_id ?? message.sender_id}`,
      ),
    ),
  ];
  return () => {
    stops.forEach((stop) => stop());
    refresher.stop();
  };
}

/**
 * Notifications, user events, heartbeat and trade sync for the signed-in user. A component of its own
 * that renders nothing: the connection's health and the user it follows change often, and only this
 * re-renders for them, not the layout and the page around it.
 */
export function LiveUser() {
  useLiveUser();
  return null;
}

function useLiveUser() {
  const userId = useStore(sessionStore, (s) => (s.token ? (s.user?.id ?? null) : null));
  const customer = useStore(sessionStore, (s) => s.user?.role !== 'admin');
  const status = useStore(sessionStore, (s) => s.user?.status ?? null);
  const mustVerify = useStore(siteStore, (s) => s.settings?.must_verify_account ?? false);
  const queryClient = useQueryClient();
  const session = useSession();
  // Every account's funds (balance, credit, realised P&L) are read again: a payment, a close or a
  // demo reset changed some, and `.user.updated` carries the user alone.
  const refreshFunds = useCallback(() => void refetchAccounts(queryClient), [queryClient]);
  // A closed trade of the strategy's changes what the auto-trader has realised, which no event
  // carries: it is asked for again. The balance the close changed comes with `.user.updated`.
  const afterTrade = useCallback(
    (trade: Trade) => {
      if (trade.closed_at !== null && trade.strategy)
        void queryClient.invalidateQueries({ queryKey: accountKeys.autoTrader() });
    },
    [queryClient],
  );
  useEffect(
    () =>
      userId === null
        ? undefined
        : followUserEvents(userId, {
            customer,
            onUserUpdated: refreshFunds,
            queryClient,
            userReadComing: session.userReadComing,
          }),
    [userId, customer, refreshFunds, queryClient, session],
  );
  // The server refuses a blocked account's heartbeat and channels: they run only while the app is let in,
  // or while the customer waits for approval (present to support, who may answer their questions).
  const gate = userId !== null && status !== null ? userGate({ status }, mustVerify) : null;
  const letIn = gate === 'ok';
  useHeartbeat(letIn || gate === 'awaiting-approval', { whileHidden: !customer });
  // Every screen's trade lists and free margin stay current, not only the screens that list trades:
  // a trade opened while the customer is elsewhere (an auto-trader's) shows when they come back.
  useTradeSync(letIn && customer && userId !== null ? userId : undefined, afterTrade);
  // A price alert going off is told on whatever screen is open, and the Alerts list follows.
  useAlertSync(letIn && customer && userId !== null ? userId : undefined);
}
