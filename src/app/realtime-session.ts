/**
 * Opens the session's live connections when a token appears and closes them when it goes: sign-in,
 * sign-out, a 401 and another tab signing out all pass through the session store, so following the
 * store covers them all. One Pusher connection and one price socket per token; the price book (and
 * with it the session's opening prices) starts empty with each.
 *
 * The socket clients (pusher-js, laravel-echo, socket.io-client) are loaded here on demand, and only
 * when the runtime config turns them on: a visitor on the login page never downloads them.
 */
import type { ResolvedConfig } from '@/config/load-config';
import { sessionStore } from '@/features/session/model/session-store';
import { priceStore } from '@/lib/prices/price-store';
import { nextTask } from '@/lib/tasks';
// Types only: the modules themselves are imported on demand below.
import type * as EchoClient from '@/lib/realtime/echo';
import type * as PriceSocketClient from '@/lib/prices/price-socket';

type EchoModule = typeof EchoClient;
type PriceSocketModule = typeof PriceSocketClient;

/** Starts following the session; returns the function that stops following (and closes both sockets). */
export function followSessionWithRealtime(config: () => Promise<ResolvedConfig>): () => void {
  let openFor: string | null = null;
  let echo: EchoModule | null = null;
  let prices: PriceSocketModule | null = null;

  const close = () => {
    echo?.disconnectRealtime();
    prices?.disconnectPriceFeed();
  };

  const open = async (token: string, isAdmin: boolean) => {
    const resolved = await config();
    // The session may end or change at any await: open nothing for a session that is gone.
    if (openFor !== token) return;
    // Admins chat; they have no prices to show, so they do not take the feed's traffic.
    const wantPrices = resolved.priceFeed.enabled && !isAdmin;
    const [echoModule, pricesModule] = await Promise.all([
      resolved.pusher.enabled ? import('@/lib/realtime/echo') : null,
      wantPrices ? import('@/lib/prices/price-socket') : null,
    ]);
    if (openFor !== token) return;
    echo = echoModule ?? echo;
    prices = pricesModule ?? prices;
    // Each connection is set up in a task of its own: at start they share the CPU with the first page.
    echoModule?.connectRealtime(resolved.pusher);
    if (!pricesModule) return;
    await nextTask();
    if (openFor !== token) return;
    pricesModule.connectPriceFeed(resolved.priceFeed);
  };

  const sync = () => {
    const { token, user } = sessionStore.get();
    if (token === openFor) return;
    // A session ended (sign-out, 401, another tab, another account): its prices and opens go with it.
    if (openFor !== null) priceStore.clear();
    openFor = token;
    close();
    if (!token) return;
    open(token, user?.role === 'admin').catch((error: unknown) =>
      console.error('[realtime] could not open the live connections: staying on polling', error),
    );
  };

  const unsubscribe = sessionStore.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    openFor = null;
    close();
  };
}
