/**
 * Pure mapping from pusher-js's connection states to the app's four realtime states: disconnected,
 * connecting, connected, and failed with its reason.
 */
import type { RealtimeStatus } from '@contract';
import { m } from '@/i18n';

/** What pusher-js reports on `connection.state` (pusher-js 8, ConnectionManager). */
export type PusherState =
  'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

/**
 * `unavailable` is pusher-js saying it could not connect within its time-out and keeps retrying in
 * the background: for the customer that is a failure (data is no longer live), not a wait. It
 * becomes `connected` by itself when a retry succeeds. `initialized` is before the first attempt.
 */
export function statusFromPusherState(state: string, lastError?: string | null): RealtimeStatus {
  switch (state) {
    case 'connected':
      return { state: 'connected' };
    case 'connecting':
      return { state: 'connecting' };
    case 'unavailable':
    case 'failed':
      return { state: 'failed', error: lastError || m.realtime.connectionFailed };
    default:
      return { state: 'disconnected' };
  }
}

/**
 * The connection's own redialling (echo.ts), the spec's reconnection delay of 1 s to 5 s: the first
 * try 1 s after the connection went, then 2 s and 4 s after the one before, then every 5 s (and,
 * down for longer, every 20 s: see redialDelay).
 * pusher-js alone waits out its 15 s transport time-out after a refused attempt, so a 5 s drop
 * would take 16 s to come back, with a failure in between.
 */
export const REDIAL_MIN_MS = 1_000;
export const REDIAL_MAX_MS = 5_000;
/**
 * Down this long, the connection says it failed (the spec's socket time-out), and goes on trying:
 * a drop shorter than this comes back without a failure in between.
 */
export const FAILED_AFTER_MS = 20_000;
/**
 * Each try is cut short by the next, and a handshake on a slow mobile network can take longer than
 * 5 s: after six quick tries (about 22 s down) each try has the whole socket time-out to get through.
 */
const QUICK_TRIES = 6;
export const redialDelay = (attempt: number) =>
  attempt < QUICK_TRIES ? Math.min(REDIAL_MIN_MS * 2 ** attempt, REDIAL_MAX_MS) : FAILED_AFTER_MS;

/**
 * The message of a pusher-js connection `error` event, whatever its kind: a protocol error
 * (`{type: 'PusherError', data: {code, message}}`), a socket error (`{type: 'WebSocketError', error}`)
 * or a plain Error. Undefined when it carries none.
 */
export function pusherErrorMessage(event: unknown): string | undefined {
  const candidates = [
    path(event, 'data', 'message'),
    path(event, 'error', 'data', 'message'),
    path(event, 'error', 'message'),
    path(event, 'message'),
  ];
  return candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '');
}

/**
 * The Pusher error code of a pusher-js connection `error` event: of a `pusher:error` frame
 * (`{type: 'PusherError', data: {code}}`) or of a close (pusher-js wraps it as the `error` of a
 * `WebSocketError`). Undefined when it carries none.
 */
export function pusherErrorCode(event: unknown): number | undefined {
  return [path(event, 'data', 'code'), path(event, 'error', 'data', 'code')].find(
    (c): c is number => typeof c === 'number',
  );
}

/** Why the server ended the session, beside a 4009's code (the reference host says it); else undefined. */
export function pusherErrorReason(event: unknown): string | undefined {
  return [path(event, 'data', 'reason'), path(event, 'error', 'data', 'reason')].find(
    (r): r is string => typeof r === 'string',
  );
}

function path(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
