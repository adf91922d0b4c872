import { describe, expect, it } from 'vitest';
import { deriveHealth, isPolling } from './health';

const connected = { state: 'connected' } as const;
const connecting = { state: 'connecting' } as const;
const failed = { state: 'failed', error: 'Connection failed' } as const;
const disconnected = { state: 'disconnected' } as const;

describe('deriveHealth', () => {
  it('is live while Pusher is connected, whatever the price feed does', () => {
    expect(deriveHealth(connected, connected, true)).toEqual({
      health: 'live',
      pricesLive: true,
      joining: false,
    });
    expect(deriveHealth(connected, failed, true)).toEqual({
      health: 'live',
      pricesLive: false,
      joining: false,
    });
  });

  it('is polling while online without Pusher: connecting, failed, or switched off in the config', () => {
    for (const pusher of [connecting, failed, disconnected]) {
      expect(deriveHealth(pusher, connected, true)).toEqual({
        health: 'polling',
        pricesLive: true,
        joining: false,
      });
    }
  });

  it('is polling until every channel joining or coming back has subscribed, a refused one aside', () => {
    const after = (state: 'subscribing' | 'resubscribing' | 'subscribed') =>
      deriveHealth(connected, connected, true, {
        'trade.1': { state },
        'chat.1': { state: 'subscribed' },
        'user.2': { state: 'failed', error: 'This action is unauthorized.', status: 403 },
      }).health;
    expect(after('subscribing')).toBe('polling');
    expect(after('resubscribing')).toBe('polling');
    expect(after('subscribed')).toBe('live');
  });

  it('tells a live connection joining channels for the first time from one coming back after a drop', () => {
    const first = { 'chat.customer.1': { state: 'subscribing' } } as const;
    const back = {
      'trade.1': { state: 'resubscribing' },
      'chat.customer.1': { state: 'subscribing' },
    } as const;
    expect(deriveHealth(connected, connected, true, first).joining).toBe(true);
    expect(deriveHealth(connected, connected, true, back).joining).toBe(false);
    expect(deriveHealth(connecting, connected, true, first).joining).toBe(false);
    expect(deriveHealth(connected, connected, true, {}).joining).toBe(false);
    expect(deriveHealth(connected, connected, false, first).joining).toBe(false);
  });

  it('is offline without network, even if a socket has not noticed yet', () => {
    expect(deriveHealth(connected, connected, false)).toEqual({
      health: 'offline',
      pricesLive: false,
      joining: false,
    });
  });

  it('polls in every health but live', () => {
    expect(isPolling('live')).toBe(false);
    expect(isPolling('polling')).toBe(true);
    expect(isPolling('offline')).toBe(true);
  });
});
