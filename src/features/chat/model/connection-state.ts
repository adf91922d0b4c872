/**
 * The admin chat's connection words (Connected, Reconnecting..., Disconnected) and its reconnect
 * toasts ('Reconnecting to server...' until resolved, 'Connected to server' for 2 s, 'Connection
 * failed: {reason}' for 4 s), from the realtime status.
 */
import type { RealtimeStatus } from '@/lib/contract';

export type AdminConnection = 'connected' | 'reconnecting' | 'disconnected';

export function adminConnection(status: RealtimeStatus): AdminConnection {
  if (status.state === 'connected') return 'connected';
  if (status.state === 'connecting') return 'reconnecting';
  return 'disconnected';
}

export const CONNECTED_TOAST_MS = 2_000;
export const FAILED_TOAST_MS = 4_000;

export type ReconnectToast =
  { kind: 'reconnecting' } | { kind: 'connected' } | { kind: 'failed'; reason: string };

/**
 * What to tell the admin when the status moves from `previous` to `next`. Nothing until the
 * connection has been up once (opening the screen is not a reconnect); after that, a drop says
 * 'Reconnecting', each failure its reason, and the way back 'Connected'.
 */
export function reconnectToast(
  previous: RealtimeStatus,
  next: RealtimeStatus,
  hasBeenConnected: boolean,
): ReconnectToast | null {
  if (!hasBeenConnected || previous.state === next.state) return null;
  if (next.state === 'connected') return { kind: 'connected' };
  if (next.state === 'failed') return { kind: 'failed', reason: next.error };
  if (previous.state === 'connected' || next.state === 'connecting') return { kind: 'reconnecting' };
  return null;
}
