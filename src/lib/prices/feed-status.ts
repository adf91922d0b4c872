/**
 * The price feed's status (four states; `failed` is 'Prices unavailable'). Kept apart from the socket
 * (price-socket.ts, with socket.io-client) so screens can show it without loading the client.
 */
import type { RealtimeStatus } from '@contract';
import { createStore, useStore } from '@/lib/store/store';
import { sameStatus } from '../realtime/status-store';

export const priceFeedStatusStore = createStore<{ status: RealtimeStatus; attempt: number }>({
  status: { state: 'disconnected' },
  attempt: 0,
});

export function setPriceFeedStatus(status: RealtimeStatus, attempt: number) {
  const current = priceFeedStatusStore.get();
  if (!sameStatus(current.status, status) || current.attempt !== attempt)
    priceFeedStatusStore.set({ status, attempt });
}

export const usePriceFeedStatus = () => useStore(priceFeedStatusStore, (s) => s.status);
