/**
 * The desk pane's words for the connection (model/connection-state.ts `paneConnection`), following
 * the frame's one health and whether it only waits for a conversation's channel to be joined.
 */
import { subscriptionStore, useConnectionHealth, useRealtimeStatus } from '@/lib/realtime';
import { useStore } from '@/lib/store/store';
import { onlyJoining, paneConnection } from '../model/connection-state';

export function useDeskConnection() {
  const { health } = useConnectionHealth();
  const status = useRealtimeStatus();
  const joining = useStore(subscriptionStore, (s) => onlyJoining(status, health, s.channels));
  return paneConnection(health, joining);
}
