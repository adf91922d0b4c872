import { describe, expect, it } from 'vitest';
import { deriveHealth, isPolling } from './health';

const connected = { state: 'connected' } as const;
const connecting = { state: 'connecting' } as const;
const failed = { state: 'failed', error: 'Connection failed' } as const;
const disconnected = { state: 'disconnected' } as const;

describe('deriveHealth', () => {
  it('is live while Pusher is connected, whatever the price feed does', () => {
    expect(deriveHealth(connected, connected, true)).toEqual({ health: 'live', pricesLive: true });
    expect(deriveHealth(connected, failed, true)).toEqual({ health: 'live', pricesLive: false });
  });

  it('is polling while online without Pusher: connecting, failed, or switched off in the config', () => {
    for (const pusher of [connecting, failed, disconnected]) {
      expect(deriveHealth(pusher, connected, true)).toEqual({ health: 'polling', pricesLive: true });
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

  it('is offline without network, even if a socket has not noticed yet', () => {
    expect(deriveHealth(connected, connected, false)).toEqual({ health: 'offline', pricesLive: false });
  });

  it('polls in every health but live', () => {
    expect(isPolling('live')).toBe(false);
    expect(isPolling('polling')).toBe(true);
    expect(isPolling('offline')).toBe(true);
  });
});
