/**
 * One connection health for the whole app, from both sockets and the browser's online state:
 * `live` while the Pusher connection is up (events arrive as they happen), `polling` while the
 * network is there but Pusher is not (features refetch on a timer: chat 5 s, trades 30 s),
 * `offline` when the browser has no network. Whether prices move is reported beside it, for the
 * indicator to explain what is stale.
 */
import type { RealtimeStatus } from '@/lib/contract';
import { createStore, useStore } from '@/lib/store/store';
import { priceFeedStatusStore } from '../prices/feed-status';
import { realtimeStatusStore } from './status-store';

export type Health = 'live' | 'polling' | 'offline';

export interface ConnectionHealth {
  health: Health;
  /** The price feed is connected; otherwise prices are the last ones received (or seeded). */
  pricesLive: boolean;
}

/** Pure: the health for two statuses and the online flag. No network beats any socket's last word. */
export function deriveHealth(
  pusher: RealtimeStatus,
  prices: RealtimeStatus,
  online: boolean,
): ConnectionHealth {
  const pricesLive = online && prices.state === 'connected';
  if (!online) return { health: 'offline', pricesLive };
  return { health: pusher.state === 'connected' ? 'live' : 'polling', pricesLive };
}

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

function compute(): ConnectionHealth {
  return deriveHealth(realtimeStatusStore.get().status, priceFeedStatusStore.get().status, isOnline());
}

export const healthStore = createStore<ConnectionHealth>(compute());

function update() {
  const next = compute();
  const current = healthStore.get();
  if (next.health !== current.health || next.pricesLive !== current.pricesLive) healthStore.set(next);
}

realtimeStatusStore.subscribe(update);
priceFeedStatusStore.subscribe(update);
if (typeof window !== 'undefined') {
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
}

/** The whole health value; the object changes only when health or pricesLive does. */
export const useConnectionHealth = () => useStore(healthStore, (s) => s);
/** Whether features should refetch on a timer: anything but `live`. */
export const isPolling = (health: Health = healthStore.get().health) => health !== 'live';
