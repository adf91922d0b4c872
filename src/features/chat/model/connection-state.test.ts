import type { RealtimeStatus } from '@contract';
import type { Health } from '@/lib/realtime';
import { failureReason, paneConnection, reconnectToast } from './connection-state';

const connected: RealtimeStatus = { state: 'connected' };
const connecting: RealtimeStatus = { state: 'connecting' };
const failed = (error: string): RealtimeStatus => ({ state: 'failed', error });

describe('paneConnection', () => {
  it('says what the frame says: Live is Connected, Offline Disconnected, Polling Reconnecting with the check', () => {
    expect(paneConnection('live')).toEqual({ state: 'connected', polling: false });
    expect(paneConnection('offline')).toEqual({ state: 'disconnected', polling: false });
    expect(paneConnection('polling')).toEqual({ state: 'reconnecting', polling: true });
  });
});

describe('failureReason', () => {
  it('never repeats the toast’s own words, and keeps a real reason', () => {
    expect(failureReason('Connection failed')).toBe('the server could not be reached');
    expect(failureReason('connection FAILED ')).toBe('the server could not be reached');
    expect(failureReason('')).toBe('the server could not be reached');
    expect(failureReason('Invalid key')).toBe('Invalid key');
  });
});

describe('reconnectToast', () => {
  const at = (status: RealtimeStatus, health: Health) => ({ status, health });
  const live = at(connected, 'live');
  const dropped = at(connecting, 'polling');
  const resubscribing = at(connected, 'polling');

  it('says nothing before the frame has said Live once', () => {
    expect(reconnectToast(dropped, at(failed('x'), 'polling'), false)).toBeNull();
    expect(reconnectToast(dropped, live, false)).toBeNull();
  });

  it('tells a drop, a failure with its readable reason, and the way back, once each', () => {
    expect(reconnectToast(live, dropped, true)).toEqual({ kind: 'reconnecting' });
    expect(reconnectToast(dropped, at(failed('Connection failed'), 'polling'), true)).toEqual({
      kind: 'failed',
      reason: 'the server could not be reached',
    });
    expect(reconnectToast(at(failed('a'), 'polling'), at(failed('a'), 'polling'), true)).toBeNull();
    expect(reconnectToast(dropped, live, true)).toEqual({ kind: 'connected' });
    expect(reconnectToast(live, live, true)).toBeNull();
  });

  it("says 'Connected' only when the frame says Live, not while the channels are still coming back", () => {
    expect(reconnectToast(dropped, resubscribing, true)).toBeNull();
    expect(reconnectToast(resubscribing, live, true)).toEqual({ kind: 'connected' });
  });

  it('never gives an empty reason', () => {
    expect(reconnectToast(dropped, at(failed('  '), 'polling'), true)).toEqual({
      kind: 'failed',
      reason: 'the server could not be reached',
    });
  });
});
