import { describe, expect, it } from 'vitest';
import { pusherErrorCode, pusherErrorMessage, redialDelay, statusFromPusherState } from './status';
import { sameStatus } from './status-store';

describe('redialDelay', () => {
  it('tries again after 1 s, then 2 s and 4 s, then every 5 s; down for longer, every 20 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(redialDelay)).toEqual([1_000, 2_000, 4_000, 5_000, 5_000, 5_000]);
    // A try the next one cuts short after 20 s: a slow network's handshake has time to get through.
    expect([6, 7, 50].map(redialDelay)).toEqual([20_000, 20_000, 20_000]);
  });
});

describe('statusFromPusherState', () => {
  it('maps connecting and connected as they are, and the idle states to disconnected', () => {
    expect(statusFromPusherState('connecting')).toEqual({ state: 'connecting' });
    expect(statusFromPusherState('connected', 'old error')).toEqual({ state: 'connected' });
    expect(statusFromPusherState('initialized')).toEqual({ state: 'disconnected' });
    expect(statusFromPusherState('disconnected')).toEqual({ state: 'disconnected' });
  });

  it("reports unavailable and failed as failed, with the last error or 'Connection failed'", () => {
    expect(statusFromPusherState('unavailable')).toEqual({ state: 'failed', error: 'Connection failed' });
    expect(statusFromPusherState('failed', '')).toEqual({ state: 'failed', error: 'Connection failed' });
    expect(statusFromPusherState('unavailable', 'Over capacity')).toEqual({
      state: 'failed',
      error: 'Over capacity',
    });
  });
});

describe('pusherErrorMessage', () => {
  it('reads the message of protocol, socket and plain errors', () => {
    expect(
      pusherErrorMessage({ type: 'PusherError', data: { code: 4001, message: 'App key not in use' } }),
    ).toBe('App key not in use');
    expect(
      pusherErrorMessage({ type: 'WebSocketError', error: { type: 'error', message: 'ECONNREFUSED' } }),
    ).toBe('ECONNREFUSED');
    expect(pusherErrorMessage(new Error('boom'))).toBe('boom');
  });

  it('gives nothing for errors without words', () => {
    expect(pusherErrorMessage({ type: 'WebSocketError', error: {} })).toBeUndefined();
    expect(pusherErrorMessage(null)).toBeUndefined();
    expect(pusherErrorMessage({ data: { message: '  ' } })).toBeUndefined();
  });
});

describe('pusherErrorCode', () => {
  it('reads the code of an error frame and of a close, and nothing else', () => {
    expect(
      pusherErrorCode({ type: 'PusherError', data: { code: 4009, message: 'The session ended.' } }),
    ).toBe(4009);
    const close = { type: 'PusherError', data: { code: 4009, message: 'Unauthorized' } };
    expect(pusherErrorCode({ type: 'WebSocketError', error: close })).toBe(4009);
    expect(pusherErrorCode({ type: 'PusherError', data: { code: null, message: 'Invalid signature' } })).toBe(
      undefined,
    );
    expect(pusherErrorCode(new Error('boom'))).toBeUndefined();
    expect(pusherErrorCode(null)).toBeUndefined();
  });
});

describe('sameStatus', () => {
  it('tells failures with different messages apart', () => {
    expect(sameStatus({ state: 'connected' }, { state: 'connected' })).toBe(true);
    expect(sameStatus({ state: 'failed', error: 'a' }, { state: 'failed', error: 'a' })).toBe(true);
    expect(sameStatus({ state: 'failed', error: 'a' }, { state: 'failed', error: 'b' })).toBe(false);
    expect(sameStatus({ state: 'connecting' }, { state: 'connected' })).toBe(false);
  });
});
