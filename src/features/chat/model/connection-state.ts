/**
 * The admin chat's connection, said once: the pane's words (Connected, Reconnecting..., Disconnected)
 * and the reconnect toasts ('Reconnecting to server...' until resolved, 'Connected to server' for
 * 2 s, 'Connection failed: {reason}' for 4 s) follow the frame's one health, and the toasts take
 * turns in one place, each shown once per change of state.
 */
import type { RealtimeStatus } from '@contract';
import type { Health } from '@/lib/realtime';
import { m } from '@/i18n';

export type AdminConnection = 'connected' | 'reconnecting' | 'disconnected';

/**
 * The pane agrees with the frame's indicator: Connected while it says Live, Disconnected while it
 * says Offline (no network), and Reconnecting... while it polls, since the connection keeps trying
 * and messages still arrive by the 5 s check meanwhile (`polling`). Opening a conversation joins its
 * channel (`joining`, lib/realtime `ConnectionHealth`): nothing dropped, so the pane, a live region, stays
 * Connected rather than announcing a reconnect at every conversation opened.
 */
export function paneConnection(
  health: Health,
  joining = false,
): { state: AdminConnection; polling: boolean } {
  if (health === 'live' || joining) return { state: 'connected', polling: false };
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

/** What the toasts follow: the Pusher connection's status, and the frame's one health. */
export interface ToastInputs {
  status: RealtimeStatus;
  health: Health;
  /** Polling only while a channel is joined for the first time (lib/realtime `ConnectionHealth`). */
  joining: boolean;
}

/** What the toasts remember between changes. */
export interface ToastMemory {
  /** The frame has said Live since the screen opened: opening it is no reconnect. */
  hasBeenLive: boolean;
  /** A drop or a failure has been told and the frame is not Live again yet. */
  told: boolean;
}

/**
 * What to tell the admin when the connection moves from `previous` to `next`, in the frame's words:
 * nothing until the frame has said Live once; after that, a drop says 'Reconnecting' once, a failure
 * its reason (once: the same failure is not news), and only the frame's Live again, after either,
 * says 'Connected', so the toast never says connected while the frame still polls for channels that
 * are not back yet. Joining a channel for the first time is no drop: nothing is said.
 */
export function reconnectToast(
  previous: ToastInputs,
  next: ToastInputs,
  memory: ToastMemory,
): ReconnectToast | null {
  if (!memory.hasBeenLive) return null;
  if (next.health === 'live') return memory.told ? { kind: 'connected' } : null;
  if (next.status.state === 'failed')
    return previous.status.state === 'failed'
      ? null
      : { kind: 'failed', reason: failureReason(next.status.error) };
  if (next.joining || memory.told) return null;
  return { kind: 'reconnecting' };
}
