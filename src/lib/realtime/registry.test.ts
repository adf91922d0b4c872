import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { events } from '@contract';
import { channels } from './channels';
import {
  bindConnection,
  channelSubscribed,
  listen,
  registeredChannels,
  whenFollowed,
  whisper,
  WHISPER_WAIT_MS,
  type ConnectionBinding,
} from './registry';
import { setRealtimeStatus, setSubscription } from './status-store';

const channel = channels.chatCustomer(7);
const stops: (() => void)[] = [];

/** A connection whose channels are joined only once `join` says so. */
function fakeConnection() {
  const joined = new Set<string>();
  const sent: { channel: string; name: string; data: unknown }[] = [];
  const binding: ConnectionBinding = {
    add: () => {},
    remove: () => {},
    reconnect: () => {},
    whisper: (name, event, data) => {
      if (!joined.has(name)) return false;
      sent.push({ channel: name, name: event, data });
      return true;
    },
  };
  bindConnection(binding);
  return {
    sent,
    join: (name: string, now?: () => number) => {
      joined.add(name);
      channelSubscribed(name, now);
    },
  };
}

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  bindConnection(null);
});

describe('a subscription that succeeds', () => {
  it("runs each distinct catch-up of the channel's listeners once, every time it succeeds", () => {
    const connection = fakeConnection();
    const shared = vi.fn();
    const own = vi.fn();
    const elsewhere = vi.fn();
    stops.push(
      listen(channel, 'message.sent', () => {}, { catchUp: shared }),
      listen(channel, 'message.read', () => {}, { catchUp: shared }),
      listen(channel, 'client-typing', () => {}, { catchUp: own }),
      listen(channels.user(7), 'user.updated', () => {}, { catchUp: elsewhere }),
    );
    connection.join(channel);
    expect([shared.mock.calls.length, own.mock.calls.length, elsewhere.mock.calls.length]).toEqual([1, 1, 0]);
    // After a drop the channel is subscribed again: what passed meanwhile is fetched again.
    connection.join(channel);
    expect([shared.mock.calls.length, own.mock.calls.length]).toEqual([2, 2]);
  });

  it('runs the other catch-ups when one throws', () => {
    const connection = fakeConnection();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    stops.push(
      listen(channel, 'message.sent', () => {}, {
        catchUp: () => {
          throw new Error('boom');
        },
      }),
      listen(channel, 'message.read', () => {}, { catchUp: after }),
    );
    connection.join(channel);
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(`[realtime] the catch-up of ${channel} failed`, expect.any(Error));
  });
});

describe('an event the connection receives', () => {
  const message = {
    id: 5,
    message: 'Hello',
    sender_id: 2,
    sender: { name: 'Support' },
    is_admin: true,
    created_at: '2026-11-28T10:00:00.000Z',
    read_at: null,
    attachments: [],
  };
  const receive = (event: 'message.sent' | 'message.read') => registeredChannels().get(channel)!.get(event)!;

  it('is bound once per event, checked once, and handed to every listener of it, parsed', () => {
    const added: string[] = [];
    bindConnection({
      add: (_, event) => added.push(event),
      remove: () => {},
      reconnect: () => {},
      whisper: () => false,
    });
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    stops.push(
      listen(channel, 'message.sent', first),
      listen(channel, 'message.sent', second),
      listen(channel, 'message.read', other),
    );
    expect(added).toEqual(['message.sent', 'message.read']);
    const check = vi.spyOn(events['message.sent'], 'test');
    receive('message.sent')({ message });
    expect(check).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith({ message });
    expect(second.mock.calls[0]![0]).toBe(first.mock.calls[0]![0]);
    expect(other).not.toHaveBeenCalled();
  });

  it('never reaches a listener when it is off the contract, and the next good one does', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handler = vi.fn();
    stops.push(listen(channel, 'message.sent', handler), listen(channel, 'message.sent', handler));
    receive('message.sent')({ message: { ...message, sender_id: 'two' } });
    receive('message.sent')({ message: { ...message, attachments: undefined } });
    receive('message.sent')('<b>hi</b>');
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(
      `[realtime] ignored a malformed .message.sent on ${channel}`,
      expect.stringContaining('events.message.sent'),
    );
    receive('message.sent')({ message });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('unbinds an event with its last listener, and leaves the channel with the last of all', () => {
    const removed: [string, boolean][] = [];
    bindConnection({
      add: () => {},
      remove: (_, event, __, last) => removed.push([event, last]),
      reconnect: () => {},
      whisper: () => false,
    });
    const stopSent = listen(channel, 'message.sent', () => {});
    const stopSentToo = listen(channel, 'message.sent', () => {});
    const stopRead = listen(channel, 'message.read', () => {});
    stopSent();
    expect(removed).toEqual([]);
    stopSentToo();
    stopRead();
    expect(removed).toEqual([
      ['message.sent', false],
      ['message.read', true],
    ]);
  });
});

describe('a whisper said before its channel is joined', () => {
  it('goes as the subscription succeeds, the latest of its name only', () => {
    const connection = fakeConnection();
    stops.push(listen(channel, 'client-typing', () => {}));
    whisper(channel, 'typing', { typing: false, side: 'customer' });
    whisper(channel, 'typing', { typing: true, side: 'customer' });
    expect(connection.sent).toEqual([]);
    connection.join(channel);
    expect(connection.sent).toEqual([{ channel, name: 'typing', data: { typing: true, side: 'customer' } }]);
    // Said once: the next subscription has nothing waiting.
    connection.join(channel);
    expect(connection.sent).toHaveLength(1);
  });

  it('waits for a connection that is not open yet', () => {
    bindConnection(null);
    whisper(channel, 'typing', { typing: true, side: 'customer' });
    const connection = fakeConnection();
    connection.join(channel);
    expect(connection.sent).toHaveLength(1);
  });

  it(`is dropped when older than ${WHISPER_WAIT_MS} ms by then: it no longer says what is true`, () => {
    const connection = fakeConnection();
    let now = 1_000;
    whisper(channel, 'typing', { typing: true, side: 'customer' }, () => now);
    now += WHISPER_WAIT_MS + 1;
    connection.join(channel, () => now);
    expect(connection.sent).toEqual([]);
  });

  it('goes at once once the channel is joined', () => {
    const connection = fakeConnection();
    connection.join(channel);
    whisper(channel, 'typing', { typing: true, side: 'support' });
    expect(connection.sent).toHaveLength(1);
  });
});

describe("a fetch that waits for its channel's first subscription", () => {
  const trades = channels.trade(7);
  const settled = async (promise: Promise<void>) => {
    let state = 'waiting';
    promise.then(
      () => (state = 'resolved'),
      () => (state = 'rejected'),
    );
    // Past the registry's own microtask and the promise's.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    return state;
  };
  afterEach(() => {
    setRealtimeStatus({ state: 'disconnected' });
    setSubscription(trades, undefined);
  });

  it('goes at once without a live connection on its way', async () => {
    expect(await settled(whenFollowed(trades))).toBe('resolved');
  });

  it('waits while the connection opens, through a reconnect, until the channel is subscribed', async () => {
    stops.push(listen(trades, 'trade.updated', () => {}));
    setRealtimeStatus({ state: 'connecting' });
    const followed = whenFollowed(trades);
    // Opening the connection passes through `disconnected`, in one go.
    setRealtimeStatus({ state: 'disconnected' });
    setRealtimeStatus({ state: 'connecting' });
    setRealtimeStatus({ state: 'connected' });
    setSubscription(trades, { state: 'subscribing' });
    expect(await settled(followed)).toBe('waiting');
    setSubscription(trades, { state: 'subscribed' });
    channelSubscribed(trades);
    expect(await settled(followed)).toBe('resolved');
    // Once subscribed, a resubscription after a drop holds nothing back: the lists poll meanwhile.
    setSubscription(trades, { state: 'resubscribing' });
    expect(await settled(whenFollowed(trades))).toBe('resolved');
  });

  it('goes when the channel is refused, or the connection fails', async () => {
    setRealtimeStatus({ state: 'connecting' });
    const refused = whenFollowed(trades);
    setSubscription(trades, { state: 'failed', error: 'Forbidden', status: 403 });
    expect(await settled(refused)).toBe('resolved');
    setSubscription(trades, undefined);
    const failed = whenFollowed(trades);
    expect(await settled(failed)).toBe('waiting');
    setRealtimeStatus({ state: 'failed', error: 'Connection failed' });
    expect(await settled(failed)).toBe('resolved');
  });

  it('goes after its longest wait, and never when the fetch is abandoned', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    setRealtimeStatus({ state: 'connecting' });
    const late = whenFollowed(trades, undefined, 1000);
    const abandon = new AbortController();
    const abandoned = whenFollowed(trades, abandon.signal, 1000);
    abandon.abort();
    expect(await settled(abandoned)).toBe('rejected');
    expect(await settled(late)).toBe('waiting');
    vi.advanceTimersByTime(1000);
    expect(await settled(late)).toBe('resolved');
  });
});
