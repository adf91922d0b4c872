/**
 * Opens the session's live connections when a token appears and closes them when it goes: sign-in,
 * sign-out, a 401 and another tab signing out all pass through the session store, so following the
 * store covers them all. One Pusher connection and one price socket per token; the price book (and
 * with it the session's opening prices) starts empty with each.
 *
 * The Pusher connection also follows the account's gate: a blocked account (deactivated, or pending
 * where the tenant requires verification) may not receive private events, and the server closes its
 * connections. It opens again once the user, asked again, is let in (the gate screen's 'Check Status').
 *
 * The socket clients (pusher-js, laravel-echo, socket.io-client) are loaded here on demand, and only
 * when the runtime config turns them on: a visitor on the login page never downloads them.
 */
import type { ResolvedConfig } from '@/config/load-config';
import { userGate } from '@/features/session/model/gate';
import { refreshCurrentUser, sessionStore } from '@/features/session/model/session-store';
import { siteStore } from '@/features/site/model/site-store';
import { priceStore } from '@/lib/prices/price-store';
import { nextTask } from '@/lib/tasks';
// Types only: the modules themselves are imported on demand below.
import type * as EchoClient from '@/lib/realtime/echo';
import type * as PriceSocketClient from '@/lib/prices/price-socket';

type EchoModule = typeof EchoClient;
type PriceSocketModule = typeof PriceSocketClient;

/**
 * The server ended the connection's session. Asking for the user settles what the app shows: a 401
 * signs the user out (the API client's own handling), a blocked account gets its screen.
 */
function whoIsSignedInNow() {
  refreshCurrentUser().catch((error: unknown) =>
    console.warn('[realtime] the session ended on the server; the user could not be read again', error),
  );
}

/** Starts following the session; returns the function that stops following (and closes both sockets). */
export function followSessionWithRealtime(config: () => Promise<ResolvedConfig>): () => void {
  /** The token both sockets follow. */
  let openFor: string | null = null;
  /** The token the Pusher connection is open (or opening) for: null while the account is blocked. */
  let liveFor: string | null = null;
  let echo: EchoModule | null = null;
  let prices: PriceSocketModule | null = null;

  const closePusher = () => echo?.disconnectRealtime();
  const close = () => {
    closePusher();
    prices?.disconnectPriceFeed();
  };

  // Each connection is set up in a task of its own: at start they share the CPU with the first page.
  const openPusher = async (token: string) => {
    const resolved = await config();
    // The session may end or change at any await: open nothing for a session that is gone.
    if (liveFor !== token || !resolved.pusher.enabled) return;
    const echoModule = await import('@/lib/realtime/echo');
    if (liveFor !== token) return;
    echo = echoModule;
    echoModule.connectRealtime(resolved.pusher, { onTerminated: whoIsSignedInNow });
  };

  const openPrices = async (token: string, isAdmin: boolean) => {
    const resolved = await config();
    // Admins chat; they have no prices to show, so they do not take the feed's traffic.
    if (openFor !== token || !resolved.priceFeed.enabled || isAdmin) return;
    const pricesModule = await import('@/lib/prices/price-socket');
    prices = pricesModule;
    await nextTask();
    if (openFor !== token) return;
    pricesModule.connectPriceFeed(resolved.priceFeed);
  };

  const failed = (error: unknown) =>
    console.error('[realtime] could not open the live connections: staying on polling', error);

  const sync = () => {
    const { token, user } = sessionStore.get();
    const letIn = userGate(user, siteStore.get().settings?.must_verify_account ?? false) === 'ok';
    if (token !== openFor) {
      // A session ended (sign-out, 401, another tab, another account): its prices and opens go with it.
      if (openFor !== null) priceStore.clear();
      openFor = token;
      liveFor = null;
      close();
      if (!token) return;
      if (letIn) {
        liveFor = token;
        openPusher(token).catch(failed);
      }
      openPrices(token, user?.role === 'admin').catch(failed);
      return;
    }
    // The same session, let in or shut out by a change of the user or of the tenant's rules.
    if (!token || letIn === (liveFor === token)) return;
    liveFor = letIn ? token : null;
    if (letIn) openPusher(token).catch(failed);
    else closePusher();
  };

  const unsubscribe = [sessionStore.subscribe(sync), siteStore.subscribe(sync)];
  sync();
  return () => {
    unsubscribe.forEach((stop) => stop());
    openFor = null;
    liveFor = null;
    close();
  };
}
