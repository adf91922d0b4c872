/**
 * The Pusher connection's status and each channel's subscription state. Kept apart from the
 * connection itself (echo.ts), so screens and the health can read them without loading pusher-js,
 * and from the mapping of pusher-js's states (status.ts), whose strings the start does not need.
 */
import type { RealtimeStatus } from '@contract';
import { createStore, useStore } from '@/lib/store/store';
import type { ChannelName } from './channels';

/**
 * Where a channel's subscription stands: `subscribing` on its way in for the first time on this
 * connection, `resubscribing` on its way back after the connection dropped (events were missed
 * meanwhile), `failed` a refused authorisation (or a protocol error).
 */
export type SubscriptionState =
  | { state: 'subscribing' | 'resubscribing' | 'subscribed' }
  | { state: 'failed'; error: string; status?: number };

/** Two statuses are the same for a subscriber: the store only notifies on a real change. */
export function sameStatus(a: RealtimeStatus, b: RealtimeStatus): boolean {
  return a.state === b.state && (a.state !== 'failed' || (b.state === 'failed' && a.error === b.error));
}

export const realtimeStatusStore = createStore<{ status: RealtimeStatus }>({
  status: { state: 'disconnected' },
});
export const subscriptionStore = createStore<{ channels: Partial<Record<string, SubscriptionState>> }>({
  channels: {},
});

export function setRealtimeStatus(status: RealtimeStatus) {
  if (!sameStatus(realtimeStatusStore.get().status, status)) realtimeStatusStore.set({ status });
}

export function setSubscription(channel: string, state: SubscriptionState | undefined) {
  subscriptionStore.set(({ channels }) => {
    const next = { ...channels };
    if (state) next[channel] = state;
    else delete next[channel];
    return { channels: next };
  });
}

export const useRealtimeStatus = () => useStore(realtimeStatusStore, (s) => s.status);

export const useSubscriptionState = (channel: ChannelName) =>
  useStore(subscriptionStore, (s) => s.channels[channel]);
