/**
 * One connection health for the whole app, from both sockets and the browser's online state:
 * `live` while the Pusher connection is up and no channel is still (re)subscribing (events arrive as
 * they happen), `polling` while the network is there but Pusher or a channel is not (features refetch on a timer: chat 5 s, trades 30 s),
 * `offline` when the browser has no network. Whether prices move is reported beside it, for the
 * indicator to explain what is stale.
 */
import type { RealtimeStatus } from '@contract';
import { createStore, useStore } from '@/lib/store/store';
import { priceFeedStatusStore } from '../prices/feed-status';
import { realtimeStatusStore, subscriptionStore, type SubscriptionState } from './status-store';

export type Health = 'live' | 'polling' | 'offline';

export interface ConnectionHealth {
  health: Health;
  /** The price feed is connected; otherwise prices are the last ones received (or seeded). */
  pricesLive: boolean;
  /**
   * Polling only while channels are joined for the first time on a connected socket (an admin opened a
   * conversation): nothing dropped, so nobody is told of a reconnect.
   */
  joining: boolean;
}

/**
 * Pure: the health for two statuses, the channels' subscriptions and the online flag. No network
 * beats any socket's last word. A connection is live only once its channels are subscribed again:
 * after a reconnect the socket signs in and asks for each channel, and an event sent before that is
 * not delivered, so polling (and, as each channel is subscribed again, its catch-up fetch) covers
 * that moment.
 * A refused channel does not hold the rest back: it is not going to subscribe.
 */
export function deriveHealth(
  pusher: RealtimeStatus,
  prices: RealtimeStatus,
  online: boolean,
  subscriptions: Partial<Record<string, SubscriptionState>> = {},
): ConnectionHealth {
  const pricesLive = online && prices.state === 'connected';
  if (!online) return { health: 'offline', pricesLive, joining: false };
  const states = Object.values(subscriptions).map((channel) => channel?.state);
  const comingBack = states.includes('resubscribing');
  const joining = pusher.state === 'connected' && !comingBack && states.includes('subscribing');
  const live = pusher.state === 'connected' && !comingBack && !joining;
  return { health: live ? 'live' : 'polling', pricesLive, joining };
}

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

function compute(): ConnectionHealth {
  return deriveHealth(
    realtimeStatusStore.get().status,
    priceFeedStatusStore.get().status,
    isOnline(),
    subscriptionStore.get().channels,
  );
}

export const healthStore = createStore<ConnectionHealth>(compute());

function update() {
  const next = compute();
  const current = healthStore.get();
  if (
    next.health !== current.health ||
    next.pricesLive !== current.pricesLive ||
    next.joining !== current.joining
  )
    healthStore.set(next);
}

realtimeStatusStore.subscribe(update);
priceFeedStatusStore.subscribe(update);
subscriptionStore.subscribe(update);
if (typeof window !== 'undefined') {
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
}

/** The whole health value; the object changes only when one of its fields does. */
export const useConnectionHealth = () => useStore(healthStore, (s) => s);
/** Whether features should refetch on a timer: anything but `live`. */
export const isPolling = (health: Health = healthStore.get().health) => health !== 'live';
