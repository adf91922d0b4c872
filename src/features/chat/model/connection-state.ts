/**
 * The admin chat's connection, said once: the pane's words (Connected, Reconnecting..., Disconnected)
 * follow the frame's one health, and the reconnect toasts ('Reconnecting to server...' until
 * resolved, 'Connected to server' for 2 s, 'Connection failed: {reason}' for 4 s) take turns in one
 * place, each shown once per change of state.
 */
import type { RealtimeStatus } from '@/lib/contract';
import type { Health } from '@/lib/realtime';
import { m } from '@/i18n';

export type AdminConnection = 'connected' | 'reconnecting' | 'disconnected';

/**
 * The pane agrees with the frame's indicator: Connected while it says Live, Disconnected while it
 * says Offline (no network), and Reconnecting... while it polls, since the connection keeps trying
 * and messages still arrive by the 5 s check meanwhile (`polling`).
 */
export function paneConnection(health: Health): { state: AdminConnection; polling: boolean } {
  if (health === 'live') return { state: 'connected', polling: false };
  if (health === 'offline') return { state: 'disconnected', polling: false };
  return { state: 'reconnecting', polling: true };
}

export const CONNECTED_TOAST_MS = 2_000;
export const FAILED_TOAST_MS = 4_000;

export type ReconnectToast =
  { kind: 'reconnecting' } | { kind: 'connected' } | { kind: 'failed'; reason: string };

/**
 * A reason a person can read. pusher-js reports a socket it could not open with no message of its
 * own, and the connection's fallback words are 'Connection failed', which after 'Connection failed: '
 * would say the same thing twice; that case is a server that could not be reached.
 */
export function failureReason(error: string): string {
  const text = error.trim();
  if (text === '' || text.toLowerCase() === m.realtime.connectionFailed.toLowerCase())
    return m.chat.failedUnreachable;
  return text;
}

/**
 * What to tell the admin when the status moves from `previous` to `next`. Nothing until the
 * connection has been up once (opening the screen is not a reconnect); after that, a drop says
 * 'Reconnecting', a failure its reason (once: pusher-js repeats `unavailable` as it retries, and the
 * same failure is not news), and the way back 'Connected'.
 */
export function reconnectToast(
  previous: RealtimeStatus,
  next: RealtimeStatus,
  hasBeenConnected: boolean,
): ReconnectToast | null {
  if (!hasBeenConnected || previous.state === next.state) return null;
  if (next.state === 'connected') return { kind: 'connected' };
  if (next.state === 'failed') return { kind: 'failed', reason: failureReason(next.error) };
  if (previous.state === 'connected' || next.state === 'connecting') return { kind: 'reconnecting' };
  return null;
}
