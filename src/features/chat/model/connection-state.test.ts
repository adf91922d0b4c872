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

  it('stays Connected while a conversation’s channel is joined on a live connection', () => {
    expect(paneConnection('polling', true)).toEqual({ state: 'connected', polling: false });
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
  const at = (status: RealtimeStatus, health: Health, joining = false) => ({ status, health, joining });
  const live = at(connected, 'live');
  const dropped = at(connecting, 'polling');
  const resubscribing = at(connected, 'polling');
  const joining = at(connected, 'polling', true);
  const fresh = { hasBeenLive: true, told: false };
  const telling = { hasBeenLive: true, told: true };

  it('says nothing before the frame has said Live once', () => {
    const opening = { hasBeenLive: false, told: false };
    expect(reconnectToast(dropped, at(failed('x'), 'polling'), opening)).toBeNull();
    expect(reconnectToast(dropped, live, opening)).toBeNull();
  });

  it('tells a drop, a failure with its readable reason, and the way back, once each', () => {
    expect(reconnectToast(live, dropped, fresh)).toEqual({ kind: 'reconnecting' });
    expect(reconnectToast(dropped, dropped, telling)).toBeNull();
    expect(reconnectToast(dropped, at(failed('Connection failed'), 'polling'), telling)).toEqual({
      kind: 'failed',
      reason: 'the server could not be reached',
    });
    expect(reconnectToast(at(failed('a'), 'polling'), at(failed('a'), 'polling'), telling)).toBeNull();
    expect(reconnectToast(dropped, live, telling)).toEqual({ kind: 'connected' });
    expect(reconnectToast(live, live, fresh)).toBeNull();
  });

  it("says 'Connected' only when the frame says Live, not while the channels are still coming back", () => {
    expect(reconnectToast(dropped, resubscribing, telling)).toBeNull();
    expect(reconnectToast(resubscribing, live, telling)).toEqual({ kind: 'connected' });
  });

  it('says nothing of a channel joined for the first time on a live connection (a conversation opened)', () => {
    expect(reconnectToast(live, joining, fresh)).toBeNull();
    expect(reconnectToast(joining, live, fresh)).toBeNull();
  });

  it('still says Connected when a drop ends with a channel joined for the first time last', () => {
    expect(reconnectToast(resubscribing, joining, telling)).toBeNull();
    expect(reconnectToast(joining, live, telling)).toEqual({ kind: 'connected' });
  });

  it('never gives an empty reason', () => {
    expect(reconnectToast(dropped, at(failed('  '), 'polling'), telling)).toEqual({
      kind: 'failed',
      reason: 'the server could not be reached',
    });
  });
});
