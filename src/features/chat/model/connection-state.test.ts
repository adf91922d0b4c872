import type { RealtimeStatus } from '@/lib/contract';
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
  it('says nothing before the connection has been up once', () => {
    expect(reconnectToast(connecting, failed('x'), false)).toBeNull();
    expect(reconnectToast(connecting, connected, false)).toBeNull();
  });

  it('tells a drop, a failure with its readable reason, and the way back, once each', () => {
    expect(reconnectToast(connected, connecting, true)).toEqual({ kind: 'reconnecting' });
    expect(reconnectToast(connecting, failed('Connection failed'), true)).toEqual({
      kind: 'failed',
      reason: 'the server could not be reached',
    });
    expect(reconnectToast(failed('a'), failed('a'), true)).toBeNull();
    expect(reconnectToast(failed('a'), connecting, true)).toEqual({ kind: 'reconnecting' });
    expect(reconnectToast(connecting, connected, true)).toEqual({ kind: 'connected' });
    expect(reconnectToast(connected, connected, true)).toBeNull();
  });
});
